import { Button, Group } from '@mantine/core';

/**
 * A form's submit button, right-aligned under its fields. docs/PRODUCT.md §4: while the form is sending,
 * it reads "Submitting..." and is disabled.
 */
export function SubmitButton({ label, submitting }: { label: string; submitting: boolean }) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Submitting...' : label}
      </Button>
    </Group>
  );
}
