import type { MantineSize } from '@mantine/core';

/** Combobox.Chevron's sizes (Mantine's Combobox.css, `--combobox-chevron-size-*`), in rem. */
const SIZE_REM: Record<MantineSize, number> = { xs: 0.875, sm: 1.125, md: 1.25, lg: 1.5, xl: 1.75 };

const isMantineSize = (size: string | undefined): size is MantineSize => size !== undefined && size in SIZE_REM;

/**
 * The arrow Mantine's Select shows in its right section (Combobox.Chevron: its path, size and
 * colour), drawn by LazySelect's stand-in and by PlainNativeSelect so that they, too, say they open
 * a list. A copy rather than Combobox.Chevron itself: that one is sized and coloured by Combobox's
 * stylesheet, which the first screen does not load (it comes with the real Select). The site is
 * light only: gray 6, as the light scheme's chevron.
 */
export function StandInChevron({ size }: { size?: string }) {
  const side = `calc(${SIZE_REM[isMantineSize(size) ? size : 'sm']}rem * var(--mantine-scale))`;
  return (
    <svg
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden
      focusable="false"
      style={{ width: side, height: side, color: 'var(--mantine-color-gray-6)' }}
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}
