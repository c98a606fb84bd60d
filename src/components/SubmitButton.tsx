import { Button, Group } from '@mantine/core';

interface Props {
  label: string;
  /** What it reads while sending: "Submitting..." in English (docs/PRODUCT.md §4). */
  submittingLabel: string;
  submitting: boolean;
}

/** A form's submit button, right-aligned under its fields; while the form is sending, it says so and is disabled. */
export function SubmitButton({ label, submittingLabel, submitting }: Props) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button type="submit" disabled={submitting}>
        {submitting ? submittingLabel : label}
      </Button>
    </Group>
  );
}
