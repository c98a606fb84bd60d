import '../components/overlayStyles';

import { Alert, Badge, Button, Drawer, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

import { externalStore, useStore } from '../components/externalStore';
import { formatAge } from '../components/formatAge';
import { showNotice } from '../components/notices';
import { useNow } from '../components/useNow';
import { describeSubmission, type OutboxItem } from '../offline/outboxItem';
import classes from './OutboxPanel.module.css';
import { isServerWaiting, serverWaitText } from './serverWaitText';
import { useOutboxItems } from './useOutboxItems';
import { discard, sendNow } from './userActions';

/**
 * Whether the panel is open, kept outside the component: the header is mounted anew when the first
 * page's code arrives (the router's fallback header gives way to the layout's), and a panel opened
 * meanwhile must stay open.
 */
const panelOpened = externalStore(false);
const setOpened = (opened: boolean) => panelOpened.set(opened);

/**
 * The header badge with the number of submissions waiting on this device, and the panel that
 * lists them with "Send now" and "Discard". Nothing shows while the outbox is empty.
 */
export function OutboxPanel() {
  const read = useOutboxItems();
  const items = read ?? [];
  const opened = useStore(panelOpened);
  if (items.length === 0 && !opened) return null;

  return (
    <>
      <Button
        size="xs"
        variant="light"
        color={items.some((item) => item.status === 'refused') ? 'red' : 'brand'}
        onClick={() => setOpened(true)}
        rightSection={
          <Badge size="sm" variant="filled" circle>
            {items.length}
          </Badge>
        }
      >
        Waiting<span className={classes.wideOnly}> to send</span>
      </Button>
      {/* Composed by hand for a div header: Mantine's <header> inside the dialog reads as a
          second page banner to screen readers (axe landmark-no-duplicate-banner). */}
      <Drawer.Root opened={opened} onClose={() => setOpened(false)} position="right">
        <Drawer.Overlay />
        <Drawer.Content>
          <Drawer.Header component="div">
            <Drawer.Title>Waiting to be sent</Drawer.Title>
            <Drawer.CloseButton aria-label="Close" />
          </Drawer.Header>
          <Drawer.Body>
            <Stack gap="sm">
              <Text size="sm">
                These were saved on this device and are sent automatically when the connection returns. Once delivered they are
                deleted from this device.
              </Text>
              {read?.length === 0 ? <Text>Nothing is waiting: everything you submitted has been delivered.</Text> : null}
              {items.map((item) => (
                <OutboxEntry key={item.idempotencyKey} item={item} />
              ))}
            </Stack>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </>
  );
}

function OutboxEntry({ item }: { item: OutboxItem }) {
  const now = useNow();
  const [doing, setDoing] = useState<'send' | 'discard' | null>(null);
  const title = describeSubmission(item);

  async function onSend() {
    setDoing('send');
    try {
      const after = await sendNow(item.idempotencyKey);
      if (after.state === 'waiting') {
        const at = Date.now();
        void showNotice({
          color: 'yellow',
          title: 'Still waiting',
          message: isServerWaiting(after.serverWaitUntil, at)
            ? `${title} could not be sent now and stays on this device. ${serverWaitText(after.serverWaitUntil, at)}`
            : `${title} could not be sent now. It stays on this device and will be sent automatically.`,
        });
      }
    } finally {
      setDoing(null);
    }
  }

  async function onDiscard() {
    setDoing('discard');
    try {
      await discard(item.idempotencyKey);
    } finally {
      setDoing(null);
    }
  }

  return (
    <Paper withBorder p="sm">
      <Stack gap={6}>
        <Title order={3} size="h5">
          {title}
        </Title>
        <Text size="sm">Saved {formatAge(Math.max(0, now - item.createdAt))}</Text>
        {item.status === 'refused' ? (
          <Alert color="red" title="Refused by the server">
            {item.lastError ?? 'The server refused it.'} Correct the form and submit it again, or discard this copy.
          </Alert>
        ) : isServerWaiting(item.serverWaitUntil, now) ? (
          <Text size="sm">{serverWaitText(item.serverWaitUntil, now)}</Text>
        ) : (
          <Text size="sm">
            Waiting for a connection.
            {item.attempts > 0 && item.lastError ? ` Last try: ${item.lastError}` : ''}
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" onClick={() => void onSend()} loading={doing === 'send'} disabled={doing !== null}>
            Send now
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="red"
            onClick={() => void onDiscard()}
            loading={doing === 'discard'}
            disabled={doing !== null}
          >
            Discard
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
