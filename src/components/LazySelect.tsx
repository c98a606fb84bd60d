import type { SelectProps } from '@mantine/core';
import { type MouseEvent, type RefObject, useEffect, useRef, useState } from 'react';

import { loadOnce } from '../browser/loadOnce';
import { PlainTextField } from './PlainTextField';
import { StandInChevron } from './StandInChevron';

/** Mantine's Select, fetched on first use; a failed fetch may be tried again by the next tap. */
const selectField = loadOnce(() => import('./SelectField'));

/** The text the dropdown shows for `value`: its option's label (the site's options are flat). */
function labelOf(data: SelectProps<string>['data'], value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  for (const item of data ?? []) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if ('value' in item && item.value === value && 'label' in item && typeof item.label === 'string') {
      return item.label;
    }
  }
  return value;
}

/** The stand-in's size: the Select's, when it is one of Mantine's named sizes (the theme's 'md' otherwise). */
function fieldSize(size: SelectProps<string>['size']): 'xs' | 'sm' | 'md' | 'lg' | 'xl' {
  const named = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
  return named.find((name) => name === size) ?? 'md';
}

/** How the real dropdown takes the stand-in's place: with the focus the stand-in had, and open. */
interface Swap {
  focus: boolean;
  open: boolean;
}

/**
 * Puts the real dropdown in the stand-in's place: at once when its code is here, else once it is
 * and only if the stand-in still has the focus (the visitor is waiting for this dropdown).
 */
function swapWhenLoaded(standIn: RefObject<HTMLInputElement | null>, open: boolean, setSwap: (swap: Swap) => void): void {
  if (selectField.loaded()) {
    setSwap({ focus: true, open });
    return;
  }
  selectField.load().then(
    () => {
      if (standIn.current !== null && standIn.current === document.activeElement) setSwap({ focus: true, open });
    },
    () => undefined,
  );
}

/**
 * Mantine's Select, drawn on first use. A Select brings about 30 KB of compressed code (Combobox,
 * Popover, ScrollArea, floating-ui), and mounting one costs a phone 100 to 300 ms of blocking
 * work (floating-ui measures the page, its layout effects render again at once): the first screen
 * must pay neither. Until it is wanted, a read-only field of the same label, value, size, icon and
 * down arrow
 * stands in its place, a combobox to assistive technology; its code loads when a pointer comes
 * near, and the real dropdown replaces it, focused and open, on the first click, tap or keyboard
 * focus (a tap made before the page was hydrated left the stand-in focused: it opens then). The
 * server and the hydrating render draw the stand-in, so they match.
 */
export function LazySelect(props: SelectProps<string>) {
  const standIn = useRef<HTMLInputElement>(null);
  const pointerDown = useRef(false);
  const [swap, setSwap] = useState<Swap | null>(null);

  const want = (open: boolean) => swapWhenLoaded(standIn, open, setSwap);

  // A tap before hydration focused the stand-in, but its click found no handler yet.
  useEffect(() => {
    if (standIn.current !== null && standIn.current === document.activeElement) swapWhenLoaded(standIn, true, setSwap);
  }, []);

  // Opened as the visitor's click would have opened it, in the task after it is mounted: Mantine
  // gives its parts their ids after their first commit, and a Select opened before that (or
  // mounted open) names a listbox that does not exist in its aria-controls.
  const real = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!swap?.open) return;
    const open = setTimeout(() => {
      if (real.current && real.current.getAttribute('aria-expanded') !== 'true') real.current.click();
    });
    return () => clearTimeout(open);
  }, [swap]);

  const RealSelect = selectField.loaded()?.default;
  if (swap && RealSelect) {
    return <RealSelect {...props} ref={real} autoFocus={swap.focus} />;
  }

  const prefetch = () => void selectField.load().catch(() => undefined);
  return (
    <PlainTextField
      ref={standIn}
      label={props.label}
      placeholder={props.placeholder}
      leftSection={props.leftSection}
      // The real Select's arrow, which lets a click through to the field as the real one does.
      rightSection={<StandInChevron size={props.size} />}
      rightSectionPointerEvents="none"
      size={fieldSize(props.size)}
      value={labelOf(props.data, props.value)}
      readOnly
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      onPointerEnter={prefetch}
      onPointerDown={() => {
        pointerDown.current = true;
        prefetch();
      }}
      // A click (or tap) opens the dropdown once it is complete: replacing the field between its
      // mousedown and its click would send the click to the new field, which toggles it shut.
      onClick={(event: MouseEvent<HTMLInputElement>) => {
        pointerDown.current = false;
        event.preventDefault();
        want(true);
      }}
      // Focus from the keyboard: the dropdown takes the focus (open, as a searchable Select
      // opens on focus; closed otherwise, as Mantine's does).
      onFocus={() => {
        if (!pointerDown.current) want(false);
      }}
      onBlur={() => {
        pointerDown.current = false;
      }}
    />
  );
}
