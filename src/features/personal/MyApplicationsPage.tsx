import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';

import { useStore } from '../../components/externalStore';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { detailLink, routes } from '../../domain/routes';
import type { SentItem, SentState } from '../../offline/sentItems';
import { formatWhen } from '../../personal/formatWhen';
import { removeFromDevice, sentRecords, startSentItems } from '../../personal/sentItemsState';
import { DevicePage } from './DevicePage';
import { DeviceRecordList } from './DeviceRecordList';

/**
 * Each state in the outbox's plain words (docs/OFFLINE.md, "The outbox's words"), in an outlined
 * badge whose colour is dark enough for small text on white (WCAG AA; Mantine's light badges are not).
 */
const STATE_TEXT: Record<SentState, { label: string; color: string }> = {
  delivered: { label: 'Delivered', color: 'teal.9' },
  waiting: { label: 'Waiting to send', color: 'gray.8' },
  refused: { label: 'Refused by the server', color: 'red.9' },
};

function heading(item: SentItem): string {
  if (item.kind === 'application') return item.title ? `Application for ${item.title}` : 'Job application';
  return item.title ? `Enquiry: ${item.title}` : 'Recruiting enquiry';
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function SentItemRow({ item }: { item: SentItem }) {
  const state = STATE_TEXT[item.state];
  const title = heading(item);
  const job = item.jobId === null ? null : detailLink(routes.jobDetails, item.jobId);
  return (
    <Paper component="li" withBorder p="md" radius="md" data-testid="sent-item">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={2} size="h4" style={{ flex: 1, minWidth: 0 }}>
            {job ? (
              <Anchor component={Link} to={job.to} state={job.state} inherit>
                {title}
              </Anchor>
            ) : (
              title
            )}
          </Title>
          <Badge color={state.color} variant="outline">
            {state.label}
          </Badge>
        </Group>
        {item.company && <Text size="sm">{item.kind === 'application' ? item.company : `From ${item.company}`}</Text>}
        <Text size="sm" c="dimmed">
          Sent {formatWhen(item.sentAt)}
          {item.deliveredAt !== null && item.deliveredAt - item.sentAt > 60_000
            ? `, delivered ${formatWhen(item.deliveredAt)}`
            : ''}
        </Text>
        {item.resume && (
          <Text size="sm" c="dimmed">
            Resume: {item.resume.name} ({formatBytes(item.resume.size)})
          </Text>
        )}
        {item.state === 'refused' && item.reason && (
          <Text size="sm" c="red.9">
            The server said: {item.reason}
          </Text>
        )}
        {item.state === 'waiting' && <Text size="sm">It will be sent automatically when the connection allows.</Text>}
        <Group>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            aria-label={`Remove from this device: ${title}`}
            onClick={() => void removeFromDevice(item.idempotencyKey)}
          >
            Remove from this device
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * What was sent from this device, applications and enquiries, newest first, each with its state
 * (docs/PRODUCT.md, "Kept on this device"). The record is the device's: the server's HTML holds
 * the page's frame and "Loading...", the list comes once hydrated.
 */
export default function MyApplicationsPage() {
  useDocumentTitle();
  const records = useStore(sentRecords);
  useEffect(() => {
    startSentItems().catch(() => undefined);
  }, []);
  return (
    <DevicePage
      title="My applications"
      subtitle="The applications and enquiries sent from this device, newest first, and where each one is."
    >
      <DeviceRecordList
        records={records}
        emptyText="Nothing sent from this device yet."
        label="Sent from this device"
        keyOf={(item) => item.idempotencyKey}
      >
        {(item) => <SentItemRow item={item} />}
      </DeviceRecordList>
    </DevicePage>
  );
}
