import '../../components/overlayStyles';

import { Alert, Badge, Button, Drawer, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

import { externalStore, useStore } from '../../browser/externalStore';
import { useNow } from '../../browser/useNow';
import mark from '../../components/HeaderMark.module.css';
import { showNotice } from '../../components/notices';
import { IconSend } from '../../components/pageIcons';
import { formatAge } from '../../i18n/format/formatAge';
import { useT } from '../../i18n/useT';
import { type OutboxItem, submissionSubject } from '../item/outboxItem';
import { lastTryText, refusalReason } from './reasonText';
import { isServerWaiting, serverWaitText } from './serverWaitText';
import { submissionTitle } from './submissionTitle';
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
  const t = useT();
  const read = useOutboxItems();
  const items = read ?? [];
  const opened = useStore(panelOpened);
  if (items.length === 0 && !opened) return null;

  return (
    <>
      {/* A mark and the count; the words are its name and its title (HeaderMark.module.css). */}
      <Button
        size="xs"
        variant="light"
        className={mark.control}
        title={t('outbox.badge')}
        // The header shows its logo's mark alone on a phone beside this button (src/app/layout/Layout.module.css).
        data-header-extra
        color={items.some((item) => item.status === 'refused') ? 'red' : 'brand'}
        onClick={() => setOpened(true)}
        leftSection={<IconSend size={16} />}
        rightSection={
          <Badge size="sm" variant="filled" circle>
            {items.length}
          </Badge>
        }
      >
        <span className={mark.words}>{t('outbox.badge')}</span>
      </Button>
      {/* Composed by hand for a div header: Mantine's <header> inside the dialog reads as a
          second page banner to screen readers (axe landmark-no-duplicate-banner). */}
      <Drawer.Root opened={opened} onClose={() => setOpened(false)} position="right">
        <Drawer.Overlay />
        <Drawer.Content>
          <Drawer.Header component="div">
            <Drawer.Title>{t('outbox.panelTitle')}</Drawer.Title>
            <Drawer.CloseButton aria-label={t('outbox.close')} />
          </Drawer.Header>
          <Drawer.Body>
            <Stack gap="sm">
              <Text size="sm">{t('outbox.panelIntro')}</Text>
              {read?.length === 0 ? <Text>{t('outbox.nothingWaiting')}</Text> : null}
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
  const t = useT();
  const now = useNow();
  const [doing, setDoing] = useState<'send' | 'discard' | null>(null);
  const title = submissionTitle(t, item.kind, submissionSubject(item));

  async function onSend() {
    setDoing('send');
    try {
      const after = await sendNow(item.idempotencyKey);
      if (after.state === 'waiting') {
        const at = Date.now();
        void showNotice({
          color: 'yellow',
          title: t('outbox.stillWaiting'),
          message: isServerWaiting(after.serverWaitUntil, at)
            ? t('outbox.notSentServerWait', { title, wait: serverWaitText(t, after.serverWaitUntil, at) })
            : t('outbox.notSent', { title }),
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
        <Text size="sm">{t('outbox.savedAge', { age: formatAge(t, Math.max(0, now - item.createdAt)) })}</Text>
        {item.status === 'refused' ? (
          <Alert color="red" title={t('outbox.refusedByServer')}>
            {refusalReason(item.lastError) ?? t('outbox.refusedDefault')} {t('outbox.refusedAdvice')}
          </Alert>
        ) : isServerWaiting(item.serverWaitUntil, now) ? (
          <Text size="sm">{serverWaitText(t, item.serverWaitUntil, now)}</Text>
        ) : (
          <Text size="sm">
            {t('outbox.waitingConnection')}
            {item.attempts > 0 && item.lastError ? ` ${t('outbox.lastTry', { error: lastTryText(t, item.lastError) })}` : ''}
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" onClick={() => void onSend()} loading={doing === 'send'} disabled={doing !== null}>
            {t('outbox.sendNow')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            color="red"
            onClick={() => void onDiscard()}
            loading={doing === 'discard'}
            disabled={doing !== null}
          >
            {t('outbox.discard')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
