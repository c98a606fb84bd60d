import { Alert, Button, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { statusLabel } from './statusLabel';

interface Props {
  item: { id: number; status: string; notes: string };
  /** Who or what the item is, for the controls' labels. */
  name: string;
  statuses: readonly string[];
  update: (id: number, change: { status?: string; notes?: string }) => Promise<void>;
  onChanged: () => Promise<void>;
}

/** An item's place in its pipeline (saved as soon as it is picked) and its notes (saved on demand). */
export function InboxItemControls({ item, name, statuses, update, onChanged }: Props) {
  const [notes, setNotes] = useState(item.notes);
  const save = useMutation({
    mutationFn: (change: { status?: string; notes?: string }) => update(item.id, change),
    onSuccess: onChanged,
  });
  return (
    <Stack gap="xs" w={300}>
      <NativeSelect
        label={`Status of ${name}`}
        value={item.status}
        disabled={save.isPending}
        onChange={(e) => save.mutate({ status: e.currentTarget.value })}
        data={statuses.map((s) => ({ value: s, label: statusLabel(s) }))}
      />
      <Textarea
        label={`Notes on ${name}`}
        autosize
        minRows={2}
        maxRows={8}
        value={notes}
        onChange={(e) => setNotes(e.currentTarget.value)}
      />
      <Button
        size="xs"
        variant="light"
        disabled={notes === item.notes}
        loading={save.isPending}
        onClick={() => save.mutate({ notes })}
      >
        Save notes
      </Button>
      {save.error && (
        <Alert color="red" role="alert">
          {save.error.message}
        </Alert>
      )}
    </Stack>
  );
}
