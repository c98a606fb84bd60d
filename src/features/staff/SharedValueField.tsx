import { Autocomplete } from '@mantine/core';

import { existingSpelling } from '../../domain/contentValues';

interface Props {
  label: string;
  description?: string;
  required: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The value's existing spellings (GET /api/staff/content-values); empty while they load. */
  existing: readonly string[];
}

/**
 * A company, place, job type or experience band: typed with the existing ones offered as it is
 * typed (a new one allowed). Leaving the field turns a value that differs from an existing one
 * only in case or spaces into that one ("chennai" → "Chennai"), as the server will store it.
 */
export function SharedValueField({ existing, value, onChange, ...field }: Props) {
  return (
    <Autocomplete
      {...field}
      data={[...existing]}
      value={value}
      onChange={onChange}
      onBlur={() => {
        const spelled = existingSpelling(value, existing);
        if (spelled !== value) onChange(spelled);
      }}
      limit={50}
      maxDropdownHeight={280}
      // Inside the form (its landmark), not at the end of the page, where axe finds it outside every landmark.
      comboboxProps={{ withinPortal: false }}
    />
  );
}
