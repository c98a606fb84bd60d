import { Loader } from '@mantine/core';

/**
 * The console's "still loading" spinner. Mantine's Loader is a bare span: an aria-label alone on
 * it is a prohibited attribute (axe: aria-prohibited-attr) and is read by no screen reader, so it
 * is a status, named by `label`.
 */
export function StaffLoader({ label }: { label: string }) {
  return <Loader role="status" aria-label={label} />;
}
