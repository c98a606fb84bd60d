import type { MantineSize } from '@mantine/core';
import type { CSSProperties, SelectHTMLAttributes } from 'react';
import { useId } from 'react';

import { StandInChevron } from './StandInChevron';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'value' | 'onChange'> {
  label: string;
  /** Mantine's input sizes; 'md' as the site's other fields (src/app/theme.ts). */
  size?: MantineSize;
  data: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

/**
 * The browser's own dropdown, drawn as Mantine's NativeSelect draws it (the same elements, classes,
 * data attributes and CSS variables, so Mantine's Input stylesheet styles it) with the arrow of
 * Mantine's Select, without Mantine's code. The phone's job filters use it: a phone shows its own
 * list picker, which costs the page nothing to open or close, where Mantine's Select spent some
 * 80 ms of a phone-class CPU closing its dropdown after a choice (docs/PERFORMANCE.md, "A filter
 * change at 5,000 jobs"), and it needs no code to load before it works. Its arrow is
 * StandInChevron, since Combobox's stylesheet (which sizes Mantine's own) is not part of the first
 * screen. tests/unit/site/plainParts.test.tsx compares the markup with NativeSelect's.
 */
export function PlainNativeSelect({ label, size = 'md', data, value, onChange, id, ...select }: Props) {
  const ownId = useId();
  const selectId = id ?? `field-${ownId.replace(/:/g, '')}`;
  const wrapperVars = {
    '--input-height': `var(--input-height-${size})`,
    '--input-fz': `var(--mantine-font-size-${size})`,
    '--input-right-section-pointer-events': 'none',
  } as CSSProperties;
  return (
    <div className="m_46b77525 mantine-InputWrapper-root mantine-NativeSelect-root" data-size={size}>
      <label
        style={{ '--input-label-size': `var(--mantine-font-size-${size})` } as CSSProperties}
        className="m_8fdc1311 mantine-InputWrapper-label mantine-NativeSelect-label"
        data-size={size}
        htmlFor={selectId}
        id={`${selectId}-label`}
      >
        {label}
      </label>
      <div
        style={wrapperVars}
        className="m_6c018570 mantine-Input-wrapper mantine-NativeSelect-wrapper"
        data-variant="default"
        data-size={size}
        data-pointer="true"
        data-with-right-section="true"
      >
        <select
          className="m_8fb7ebe7 mantine-Input-input mantine-NativeSelect-input"
          data-variant="default"
          id={selectId}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          {...select}
        >
          {data.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-NativeSelect-section">
          <StandInChevron size={size} />
        </div>
      </div>
    </div>
  );
}
