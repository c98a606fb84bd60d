import { TextInput, type SelectProps } from '@mantine/core';
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
export function LazySelect(props: SelectProps<string>) {
  const hydrated = useHydrated();
  const placeholder = (
    <TextInput
      label={props.label}
      placeholder={props.placeholder}
      leftSection={props.leftSection}
      size={props.size}
      value={typeof props.value === 'string' ? props.value : ''}
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
