import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';

import { useStore } from '../../browser/externalStore';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { detailLink, routes } from '../../domain/routes';
import type { MessageId } from '../../i18n/messageIds';
import { type Translate, useLanguage, useT } from '../../i18n/useT';
import { refusalReason } from '../../outbox/page/reasonText';
import { removeFromDevice, startSentItems } from '../../personal/page/sentItemsState';
import { sentRecords } from '../../personal/page/sentRecords';
import type { SentItem, SentState } from '../../personal/shared/records';
import { DevicePage } from './DevicePage';
import { DeviceRecordList } from './DeviceRecordList';
import { sentWhen } from './sentWhen';

/**
 * Each state in the outbox's plain words (docs/OFFLINE.md, "The outbox's words"), in an outlined
 * badge whose colour is dark enough for small text on white (WCAG AA; Mantine's light badges are not).
 */
const STATE_TEXT: Record<SentState, { label: MessageId; color: string }> = {
  delivered: { label: 'personal.stateDelivered', color: 'teal.9' },
  waiting: { label: 'personal.stateWaiting', color: 'gray.8' },
  refused: { label: 'personal.stateRefused', color: 'red.9' },
};

function heading(item: SentItem, t: Translate): string {
  if (item.kind === 'application')
    return item.title ? t('personal.applicationFor', { title: item.title }) : t('personal.jobApplication');
  return item.title ? t('personal.enquiryAbout', { title: item.title }) : t('personal.recruitingEnquiry');
}

function formatBytes(bytes: number, t: Translate): string {
  if (bytes < 1024) return t('personal.bytes', { size: String(bytes) });
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function SentItemRow({ item }: { item: SentItem }) {
  const t = useT();
  // The server's own reason, if it gave one a person can read (a technical one is not shown).
  const reason = refusalReason(item.reason);
  const language = useLanguage();
  const state = STATE_TEXT[item.state];
  const title = heading(item, t);
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
            {t(state.label)}
          </Badge>
        </Group>
        {item.company && (
          <Text size="sm">{item.kind === 'application' ? item.company : t('personal.enquiryFrom', { name: item.company })}</Text>
        )}
        <Text size="sm" c="dimmed">
          {sentWhen(item, t, language)}
        </Text>
        {item.resume && (
          <Text size="sm" c="dimmed">
            {t('personal.resume', { name: item.resume.name, size: formatBytes(item.resume.size, t) })}
          </Text>
        )}
        {item.state === 'refused' && reason !== null && (
          <Text size="sm" c="red.9">
            {t('personal.serverSaid', { reason })}
          </Text>
        )}
        {item.state === 'waiting' && <Text size="sm">{t('personal.willSend')}</Text>}
        <Group>
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            aria-label={t('personal.removeOneLabel', { title })}
            onClick={() => void removeFromDevice(item.idempotencyKey)}
          >
            {t('personal.removeOne')}
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
  const t = useT();
  const records = useStore(sentRecords);
  useEffect(() => {
    startSentItems().catch(() => undefined);
  }, []);
  return (
    <DevicePage title={t('personal.applicationsTitle')} subtitle={t('personal.applicationsSubtitle')}>
      <DeviceRecordList
        records={records}
        emptyText={t('personal.applicationsEmpty')}
        label={t('personal.applicationsList')}
        keyOf={(item) => item.idempotencyKey}
      >
        {(item) => <SentItemRow item={item} />}
      </DeviceRecordList>
    </DevicePage>
  );
}
