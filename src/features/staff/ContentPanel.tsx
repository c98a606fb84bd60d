import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import type { Resource } from '../../contract/resources';
import type { ContentValues } from './contentFields';
import { emptyValues, recordDetail, recordTitle, resourceNouns, searchLabels, valuesOf } from './contentFields';
import { ContentForm } from './ContentForm';
import { ListPager } from './ListPager';
import { listSummary } from './listSummary';
import { staffApi } from './staffApi';
import { StaffLoader } from './StaffLoader';
import { staffKeys } from './staffQueries';
import { useContentPage } from './useContentPage';
import { useSessionGuard } from './useSessionGuard';

type Editing = { id: number | null; values: ContentValues } | null;

/** Where the focus goes when the list is back: an item's Edit button, or the list's heading. */
type FocusTarget = { edit: number } | 'heading' | null;

/**
 * The jobs, companies or articles on the site, a page at a time with a search (a catalogue may
 * hold thousands): publish a new one, change or remove one from any page.
 */
export function ContentPanel({ resource }: { resource: Resource }) {
  const queryClient = useQueryClient();
  const noun = resourceNouns[resource];
  const { text, setText, page, pages, setPage, reset, list } = useContentPage(resource);
  useSessionGuard(list.error);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const panel = useRef<HTMLDivElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffKeys.content(resource) });
  const remove = useMutation({
    mutationFn: (id: number) => staffApi.remove(resource, id),
    onSuccess: async () => {
      setNotice(`The ${noun.one} was removed from the site.`);
      setFocusTarget('heading');
      await refresh();
    },
  });

  // Once the list is shown again (and holds the item), the focus goes back where the person was.
  useEffect(() => {
    if (editing || focusTarget === null || !panel.current) return;
    const target =
      focusTarget === 'heading'
        ? panel.current.querySelector<HTMLElement>('[data-list-heading]')
        : panel.current.querySelector<HTMLElement>(`[data-edit="${focusTarget.edit}"]`);
    if (!target) return;
    target.focus();
    setFocusTarget(null);
  }, [editing, focusTarget, list.data]);

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
          onCancel={() => {
            setFocusTarget(editing.id === null ? 'heading' : { edit: editing.id });
            setEditing(null);
          }}
          onDone={async (created) => {
            setNotice(editing.id === null ? `The ${noun.one} is published.` : `The ${noun.one} is saved.`);
            // A new item is the newest: the first page of everything shows it.
            if (editing.id === null) reset();
            const shown = created ?? editing.id;
            setFocusTarget(shown === null ? 'heading' : { edit: shown });
            setEditing(null);
            await refresh();
          }}
        />
      </Paper>
    );
  }
  const found = list.data;
  return (
    <Stack ref={panel}>
      <Group justify="space-between">
        <Title order={2} size="h3" tabIndex={-1} data-list-heading>
          {noun.many}
        </Title>
        <Button onClick={() => setEditing({ id: null, values: emptyValues(resource) })}>New {noun.one}</Button>
      </Group>
      {notice && (
        <Alert color="green" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <TextInput
        label={searchLabels[resource]}
        type="search"
        maw={480}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {(list.error ?? remove.error) && (
        <Alert color="red" role="alert" title={remove.error ? 'Not removed' : 'Could not load the list'}>
          {(list.error ?? remove.error)?.message}
        </Alert>
      )}
      {list.isPending && <StaffLoader label="Loading" />}
      {found && (
        <Text size="sm" role="status">
          {listSummary({ ...found, shown: found.items.length }, noun, found.search)}
        </Text>
      )}
      {found?.items.map((record) => (
        <Paper key={record.id} withBorder p="sm">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={0}>
              <Text fw={600}>{recordTitle(record)}</Text>
              <Text size="sm" c="dimmed">
                {recordDetail(record)}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                variant="light"
                data-edit={record.id}
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
      {pages > 1 && <ListPager page={page} pages={pages} onChange={setPage} label={`Pages of ${noun.many.toLowerCase()}`} />}
    </Stack>
  );
}
