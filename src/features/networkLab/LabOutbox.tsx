import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';

import type { Language } from '../../domain/languages';
import { type Translate, useLanguage, useT } from '../../i18n/useT';
import type { DeliveryAttemptRecord } from '../../outbox/item/attemptRecord';
import { type OutboxItem, submissionSubject } from '../../outbox/item/outboxItem';
import { submissionTitle } from '../../outbox/page/submissionTitle';
import { useOutboxItems, useOutboxRead } from '../../outbox/page/useOutboxItems';
import { attemptAnswer, clockTime } from './labTexts';

const readAttempts = () => import('../../outbox/shared/loggedAttempts').then((log) => log.loggedAttempts());
const NO_ATTEMPTS: DeliveryAttemptRecord[] = [];

/** Every recorded attempt, kept current by the outbox events of every context (page, other tabs, worker). */
function useAttempts(): DeliveryAttemptRecord[] {
  return useOutboxRead(readAttempts, NO_ATTEMPTS);
}

/** An attempt's answer in the page's language (the log stores it in English words). */
function answerText(answer: string, t: Translate): string {
  const text = attemptAnswer(answer);
  return typeof text === 'string' ? text : t(text.id, text.values);
}

function Attempts({ attempts }: { attempts: DeliveryAttemptRecord[] }) {
  const t = useT();
  const language = useLanguage();
  if (attempts.length === 0) return <Text size="sm">{t('lab.noAttempt')}</Text>;
  return (
    <List size="sm" spacing={4} type="ordered">
      {attempts.map((attempt) => (
        <List.Item key={attempt.id ?? attempt.at}>
          {clockTime(attempt.at, language)}: {answerText(attempt.answer, t)}
        </List.Item>
      ))}
    </List>
  );
}

/** When it will be tried next: its backoff, and never before the server's Retry-After. */
function nextTry(item: OutboxItem, t: Translate, language: Language): string {
  if (item.status === 'refused') return t('lab.notRetried');
  const at = Math.max(item.nextAttemptAt, item.serverWaitUntil ?? 0);
  return at <= Date.now() ? t('lab.nextTryNow') : t('lab.nextTryAt', { time: clockTime(at, language) });
}

/** The outbox of this device, each item with its attempts (when, what answer, next try), and those delivered lately. */
export function LabOutbox() {
  const t = useT();
  const language = useLanguage();
  const items = useOutboxItems();
  const attempts = useAttempts();
  const kept = new Set(items?.map((item) => item.idempotencyKey));
  const byKey = new Map<string, DeliveryAttemptRecord[]>();
  for (const attempt of attempts) byKey.set(attempt.idempotencyKey, [...(byKey.get(attempt.idempotencyKey) ?? []), attempt]);
  const gone = [...byKey.entries()].filter(([key]) => !kept.has(key)).reverse();

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('lab.outboxHeading')}
      </Title>
      {items === null ? (
        <Text>{t('lab.outboxReading')}</Text>
      ) : items.length === 0 ? (
        <Text>{t('lab.outboxEmpty')}</Text>
      ) : (
        items.map((item) => (
          <Paper
            key={item.idempotencyKey}
            withBorder
            p="md"
            radius="md"
            component="section"
            aria-label={submissionTitle(t, item.kind, submissionSubject(item))}
          >
            <Stack gap={6}>
              <Group gap="xs">
                <Title order={3} size="h4">
                  {submissionTitle(t, item.kind, submissionSubject(item))}
                </Title>
                <Badge color="dark" variant="outline">
                  {t(item.status === 'refused' ? 'lab.badgeRefused' : 'lab.badgeWaiting')}
                </Badge>
              </Group>
              <Text size="sm">{t('lab.submittedAt', { time: clockTime(item.createdAt, language) })}</Text>
              <Attempts attempts={byKey.get(item.idempotencyKey) ?? []} />
              <Text size="sm" fw={600}>
                {nextTry(item, t, language)}
              </Text>
            </Stack>
          </Paper>
        ))
      )}
      {gone.length > 0 && (
        <>
          <Title order={3} size="h4">
            {t('lab.goneHeading')}
          </Title>
          {gone.map(([key, tries]) => (
            <Paper
              key={key}
              withBorder
              p="md"
              radius="md"
              component="section"
              aria-label={tries[0] && submissionTitle(t, tries[0].kind, submissionSubject(tries[0]))}
            >
              <Stack gap={6}>
                <Text fw={600}>{tries[0] && submissionTitle(t, tries[0].kind, submissionSubject(tries[0]))}</Text>
                <Attempts attempts={tries} />
              </Stack>
            </Paper>
          ))}
        </>
      )}
    </Stack>
  );
}
