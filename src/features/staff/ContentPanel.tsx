import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { Resource } from '../../contract/resources';
import type { ContentValues } from './contentFields';
import { emptyValues, recordTitle, resourceNouns, valuesOf } from './contentFields';
import { ContentForm } from './ContentForm';
import { staffApi } from './staffApi';
import { StaffLoader } from './StaffLoader';
import { staffKeys, staffQueryOptions } from './staffQueries';
import { useSessionGuard } from './useSessionGuard';

type Editing = { id: number | null; values: ContentValues } | null;

/** The jobs, companies or articles on the site: publish a new one, change or remove one. */
export function ContentPanel({ resource }: { resource: Resource }) {
  const queryClient = useQueryClient();
  const noun = resourceNouns[resource];
  const list = useQuery({ queryKey: staffKeys.content(resource), queryFn: () => staffApi.list(resource), ...staffQueryOptions });
  useSessionGuard(list.error);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffKeys.content(resource) });
  const remove = useMutation({
    mutationFn: (id: number) => staffApi.remove(resource, id),
    onSuccess: async () => {
      setNotice(`The ${noun.one} was removed from the site.`);
      await refresh();
    },
  });

  if (editing) {
    return (
      <Paper withBorder p="md">
        <Title order={2} size="h3" mb="md">
          {editing.id === null ? `New ${noun.one}` : `Edit ${noun.one}`}
        </Title>
        <ContentForm
          resource={resource}
          id={editing.id}
          initial={editing.values}
          onCancel={() => setEditing(null)}
          onDone={async () => {
            setNotice(editing.id === null ? `The ${noun.one} is published.` : `The ${noun.one} is saved.`);
            setEditing(null);
            await refresh();
          }}
        />
      </Paper>
    );
  }
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          {noun.many}
        </Title>
        <Button onClick={() => setEditing({ id: null, values: emptyValues(resource) })}>New {noun.one}</Button>
      </Group>
      {notice && (
        <Alert color="green" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {(list.error ?? remove.error) && (
        <Alert color="red" role="alert">
          {(list.error ?? remove.error)?.message}
        </Alert>
      )}
      {list.isPending && <StaffLoader label="Loading" />}
      {list.data?.map((record) => (
        <Paper key={record.id} withBorder p="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{recordTitle(record)}</Text>
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                onClick={() => setEditing({ id: record.id, values: valuesOf(resource, record) })}
                aria-label={`Edit ${recordTitle(record)}`}
              >
                Edit
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                loading={remove.isPending && remove.variables === record.id}
                aria-label={`Remove ${recordTitle(record)}`}
                onClick={() => {
                  if (window.confirm(`Remove "${recordTitle(record)}" from the site?`)) remove.mutate(record.id);
                }}
              >
                Remove
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
