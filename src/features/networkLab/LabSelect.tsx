import { Text } from '@mantine/core';
import { useId } from 'react';

interface Props {
  label: string;
  description?: string;
  data: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

const SELECT_STYLE = {
  display: 'block',
  width: '100%',
  minHeight: 36,
  marginTop: 4,
  padding: '0 8px',
  border: '1px solid var(--mantine-color-gray-5)',
  borderRadius: 'var(--mantine-radius-sm)',
  background: 'var(--mantine-color-white)',
  color: 'var(--mantine-color-black)',
  font: 'inherit',
} as const;

/**
 * A labelled native select. Not Mantine's NativeSelect: its chunk (and its chevron's) would be one
 * more shared by other pages, and every chunk's name is listed in the first page's JavaScript.
 */
export function LabSelect({ label, description, data, value, onChange }: Props) {
  const id = useId();
  return (
    <div>
      <Text component="label" htmlFor={id} size="sm" fw={500}>
        {label}
      </Text>
      {description && (
        <Text id={`${id}-hint`} size="xs" c="gray.7">
          {description}
        </Text>
      )}
      <select
        id={id}
        aria-describedby={description ? `${id}-hint` : undefined}
        style={SELECT_STYLE}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {data.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
