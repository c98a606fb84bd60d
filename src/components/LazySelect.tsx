import { TextInput, type ComboboxData, type SelectProps } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useHydrated } from './useHydrated';

const SelectField = lazy(() => import('./SelectField'));

/**
 * Mantine's Select, loaded after the page: a searchable dropdown brings about 30 KB of compressed
 * code (Combobox, Popover, ScrollArea, floating-ui) that the first screen must not wait for. Until
 * it is here, a read-only field of the same label, size and icon holds its place, so nothing moves.
 * The server and the hydrating render show that field too: a lazy component would suspend the
 * server render (an inline script to reveal it later, which the CSP blocks) and fail hydration.
 */
/** What a Select shows for `value`: its option's label (the value itself for a plain string option). */
export function selectedLabel(data: ComboboxData<string> | undefined, value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  const items = (data ?? []).flatMap((item) => (typeof item === 'object' && 'group' in item ? item.items : [item]));
  for (const item of items) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if (item.value === value) {
      return 'label' in item ? item.label : item.value;
    }
  }
  return value;
}

export function LazySelect(props: SelectProps<string>) {
  const hydrated = useHydrated();
  const placeholder = (
    <TextInput
      label={props.label}
      placeholder={props.placeholder}
      leftSection={props.leftSection}
      size={props.size}
      value={selectedLabel(props.data, props.value)}
      readOnly
      aria-busy="true"
    />
  );
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SelectField {...props} />
    </Suspense>
  );
}
