import { Radio, Stack } from '@mantine/core';

interface Props {
  name: string;
  label: string;
  /** The "All <filter>" choice: its value and its words. */
  all: { value: string; label: string };
  options: readonly string[];
  selected: string;
  onChange: (next: string) => void;
}

/**
 * One filter as a group of radios, the wide screens' control (JobFilterControls). A chunk of its
 * own: the server and a phone draw the dropdowns, so Mantine's radio and its Input code come only
 * to a wide screen, after the page has hydrated (docs/PERFORMANCE.md, "Bytes").
 */
export function FilterRadioGroup({ name, label, all, options, selected, onChange }: Props) {
  return (
    <Radio.Group label={label} value={selected} onChange={onChange} name={name}>
      <Stack gap={6} mt="xs">
        <Radio value={all.value} label={all.label} />
        {options.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
