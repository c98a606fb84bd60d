import { Alert, Button, Loader, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { noticeSaved } from './consoleNotices';
import { statusLabel } from './statusLabel';

interface Props {
  item: { id: number; status: string; notes: string };
  /** Who or what the item is, for the controls' labels. */
  name: string;
  statuses: readonly string[];
  update: (id: number, change: { status?: string; notes?: string }) => Promise<void>;
  onChanged: () => Promise<void>;
}

type Change = { status?: string; notes?: string };

/**
 * An item's place in its pipeline (saved as soon as it is picked) and its notes (saved on demand).
 * Each save says so in a notice, or its error stays below the controls. Nothing is ever greyed
 * out: a disabled look after a save read as "that did not work".
 */
export function InboxItemControls({ item, name, statuses, update, onChanged }: Props) {
  const [notes, setNotes] = useState(item.notes);
  const save = useMutation({
    mutationFn: (change: Change) => update(item.id, change),
    onSuccess: async (_, change) => {
      noticeSaved(change.status ? `${name}: ${statusLabel(change.status)}.` : `The notes on ${name}.`);
      await onChanged();
    },
  });
  const savingStatus = save.isPending && save.variables.status !== undefined;
  const savingNotes = save.isPending && save.variables.notes !== undefined;
  return (
    <Stack gap="xs" w={300}>
      <NativeSelect
        label={`Status of ${name}`}
        // The status being saved is shown at once; the list brings the stored one once it is refreshed.
        value={savingStatus ? (save.variables.status ?? item.status) : item.status}
        onChange={(e) => save.mutate({ status: e.currentTarget.value })}
        rightSection={savingStatus ? <Loader size={14} aria-hidden /> : undefined}
        aria-busy={savingStatus}
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
        // Bold while there is something to save; never disabled, so it never reads as broken.
        variant={notes === item.notes ? 'light' : 'filled'}
        loading={savingNotes}
        onClick={() => save.mutate({ notes })}
      >
        Save notes
      </Button>
      {save.error && (
        <Alert color="red" role="alert" title="Not saved">
          {save.error.message}
        </Alert>
      )}
    </Stack>
  );
}
