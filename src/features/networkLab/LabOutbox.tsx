import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';

import type { DeliveryAttemptRecord } from '../../offline/attemptRecord';
import { describeSubmission, type OutboxItem } from '../../offline/outboxItem';
import { useOutboxItems, useOutboxRead } from '../../outbox/useOutboxItems';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

const readAttempts = () => import('../../offline/loggedAttempts').then((log) => log.loggedAttempts());
const NO_ATTEMPTS: DeliveryAttemptRecord[] = [];

/** Every recorded attempt, kept current by the outbox events of every context (page, other tabs, worker). */
function useAttempts(): DeliveryAttemptRecord[] {
  return useOutboxRead(readAttempts, NO_ATTEMPTS);
}

function Attempts({ attempts }: { attempts: DeliveryAttemptRecord[] }) {
  if (attempts.length === 0) return <Text size="sm">No attempt yet.</Text>;
  return (
    <List size="sm" spacing={4} type="ordered">
      {attempts.map((attempt) => (
        <List.Item key={attempt.id ?? attempt.at}>
          {timeFormat.format(attempt.at)}: {attempt.answer}
        </List.Item>
      ))}
    </List>
  );
}

/** When it will be tried next: its backoff, and never before the server's Retry-After. */
function nextTry(item: OutboxItem): string {
  if (item.status === 'refused') return 'Not retried: the server refused it (send again or discard it from the outbox).';
  const at = Math.max(item.nextAttemptAt, item.serverWaitUntil ?? 0);
  return at <= Date.now() ? 'Next try: as soon as a delivery runs.' : `Next try: ${timeFormat.format(at)}.`;
}

/** The outbox of this device, each item with its attempts (when, what answer, next try), and those delivered lately. */
export function LabOutbox() {
  const items = useOutboxItems();
  const attempts = useAttempts();
  const kept = new Set(items?.map((item) => item.idempotencyKey));
  const byKey = new Map<string, DeliveryAttemptRecord[]>();
  for (const attempt of attempts) byKey.set(attempt.idempotencyKey, [...(byKey.get(attempt.idempotencyKey) ?? []), attempt]);
  const gone = [...byKey.entries()].filter(([key]) => !kept.has(key)).reverse();

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Outbox on this device
      </Title>
      {items === null ? (
        <Text>Reading the outbox…</Text>
      ) : items.length === 0 ? (
        <Text>No submission is waiting.</Text>
      ) : (
        items.map((item) => (
          <Paper
            key={item.idempotencyKey}
            withBorder
            p="md"
            radius="md"
            component="section"
            aria-label={describeSubmission(item)}
          >
            <Stack gap={6}>
              <Group gap="xs">
                <Title order={3} size="h4">
                  {describeSubmission(item)}
                </Title>
                <Badge color="dark" variant="outline">
                  {item.status === 'refused' ? 'Refused' : 'Waiting'}
                </Badge>
              </Group>
              <Text size="sm">Submitted {timeFormat.format(item.createdAt)}.</Text>
              <Attempts attempts={byKey.get(item.idempotencyKey) ?? []} />
              <Text size="sm" fw={600}>
                {nextTry(item)}
              </Text>
            </Stack>
          </Paper>
        ))
      )}
      {gone.length > 0 && (
        <>
          <Title order={3} size="h4">
            Delivered or discarded lately
          </Title>
          {gone.map(([key, tries]) => (
            <Paper
              key={key}
              withBorder
              p="md"
              radius="md"
              component="section"
              aria-label={tries[0] && describeSubmission(tries[0])}
            >
              <Stack gap={6}>
                <Text fw={600}>{tries[0] && describeSubmission(tries[0])}</Text>
                <Attempts attempts={tries} />
              </Stack>
            </Paper>
          ))}
        </>
      )}
    </Stack>
  );
}
