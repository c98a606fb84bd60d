import {
  Alert,
  Anchor,
  Button,
  type ComboboxItem,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

import type { InboxPageDto } from '../../contract/staff';
import { InboxItemControls } from './InboxItemControls';
import { listSearch } from './staffApi';
import { StaffLoader } from './StaffLoader';
import { INBOX_POLL_MS, staffKeys, staffQueryOptions } from './staffQueries';
import { statusLabel } from './statusLabel';
import { useMarkSeen } from './useMarkSeen';
import { useSessionGuard } from './useSessionGuard';

interface InboxItem {
  id: number;
  status: string;
  notes: string;
  createdAt: string;
}

export interface InboxPanelProps<T extends InboxItem> {
  kind: 'applications' | 'enquiries';
  /** "application" or "enquiry", for labels. */
  noun: string;
  statuses: readonly string[];
  fetchPage: (search: string) => Promise<InboxPageDto<T>>;
  update: (id: number, change: { status?: string; notes?: string }) => Promise<void>;
  csvPath: string;
  searchLabel: string;
  /** Applications can be filtered by the job applied for: these jobs (value: the job's id). */
  jobOptions?: readonly ComboboxItem[];
  title: (item: T) => string;
  /** The item's own lines; `showJob` narrows the list to one job's applications. */
  details: (item: T, showJob: (jobId: string) => void) => ReactNode;
}

/**
 * The job filter's choices: every job, and the chosen one even before the jobs are loaded (a
 * "Show only job" link picks it from an application), so the field never shows another job.
 */
function jobChoices(options: readonly ComboboxItem[], chosen: string): ComboboxItem[] {
  const known = chosen === '' || options.some((option) => option.value === chosen);
  return [{ value: '', label: 'All jobs' }, ...options, ...(known ? [] : [{ value: chosen, label: `Job ${chosen}` }])];
}

/** One inbox list: filters, search, CSV export, the items with their status and notes, paging. */
export function InboxPanel<T extends InboxItem>(props: InboxPanelProps<T>) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const [q, setQ] = useState('');
  const [job, setJob] = useState('');
  const [page, setPage] = useState(1);
  const filters: Record<string, string> = props.jobOptions ? { status, q, job } : { status, q };
  const search = listSearch({ ...filters, page: page === 1 ? '' : page });
  const key = props.kind === 'applications' ? staffKeys.applications(search) : staffKeys.enquiries(search);
  const list = useQuery({
    queryKey: key,
    queryFn: () => props.fetchPage(search),
    ...staffQueryOptions,
    placeholderData: (previous) => previous,
    // New items appear without a reload; only while the page is shown (TanStack pauses it when hidden).
    refetchInterval: INBOX_POLL_MS,
  });
  useSessionGuard(list.error);
  useMarkSeen(props.kind, search === '' && !list.isPlaceholderData ? list.data : undefined);
  const filter = (set: (v: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: [...staffKeys.all, props.kind] });
    await queryClient.invalidateQueries({ queryKey: staffKeys.counts });
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <Stack>
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label="Status"
          value={status}
          onChange={(e) => filter(setStatus)(e.currentTarget.value)}
          data={[{ value: '', label: 'All' }, ...props.statuses.map((s) => ({ value: s, label: statusLabel(s) }))]}
        />
        {props.jobOptions && (
          <NativeSelect
            label="Job"
            value={job}
            onChange={(e) => filter(setJob)(e.currentTarget.value)}
            data={jobChoices(props.jobOptions, job)}
            maw={320}
          />
        )}
        <TextInput label={props.searchLabel} type="search" value={q} onChange={(e) => filter(setQ)(e.currentTarget.value)} />
        <Anchor href={`${props.csvPath}${listSearch(filters)}`} download>
          Export CSV
        </Anchor>
      </Group>
      {list.error && (
        <Alert color="red" role="alert" title="Could not load the list">
          {list.error.message}
        </Alert>
      )}
      {list.isPending && <StaffLoader label="Loading" />}
      {list.data && (
        <>
          <Text size="sm" role="status">
            {list.data.total} {list.data.total === 1 ? props.noun : `${props.kind}`} found
          </Text>
          {list.data.items.map((item) => (
            <Paper key={item.id} withBorder p="md" component="article" aria-label={props.title(item)}>
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <Stack gap={4} style={{ flex: '1 1 320px' }}>
                  <Title order={2} size="h4">
                    {props.title(item)}
                  </Title>
                  <Text size="xs" c="dimmed">
                    Received {new Date(item.createdAt).toLocaleString('en-IN')}
                  </Text>
                  {props.details(item, filter(setJob))}
                </Stack>
                <InboxItemControls
                  item={item}
                  name={props.title(item)}
                  statuses={props.statuses}
                  update={props.update}
                  onChanged={changed}
                />
              </Group>
            </Paper>
          ))}
          {pages > 1 && (
            <Group justify="center">
              <Button variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous page
              </Button>
              <Text size="sm">
                Page {page} of {pages}
              </Text>
              <Button variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next page
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
