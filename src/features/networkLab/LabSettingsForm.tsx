import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState, useSyncExternalStore } from 'react';

import { type LabMode, parseLabSettings } from '../../domain/networkLab';
import { useLanguage, useT } from '../../i18n/useT';
import { simulationFlag, subscribeSimulation } from '../../networkLab/simulation';
import {
  choiceOf,
  DEFAULT_CHOICE,
  DURATION_OPTIONS,
  FAILURE_OPTIONS,
  type LabChoice,
  LATENCY_OPTIONS,
  MODE_HINTS,
  MODE_OPTIONS,
  RETRY_AFTER_OPTIONS,
  settingsOf,
} from './labChoices';
import { applySimulation, stopSimulation } from './labControl';
import { LabSelect } from './LabSelect';
import { clockTime, labDescription } from './labTexts';

/**
 * Whether a service worker controls this page: the lab works through it, so without one it does
 * nothing. 'checking' until known: on a first visit the worker installs and takes the page over
 * (clients.claim) a moment after it loads, so a warning drawn at once would show, then vanish,
 * moving the form twice. The warning waits until the worker is active and still has not taken over
 * (or no worker became active at all: none registered, or its install failed).
 */
type LabWorker = 'checking' | 'controlling' | 'missing';

/** How long an active worker may take to claim this page before the lab says it has none. */
const CLAIM_GRACE_MS = 3_000;
/** How long a first install may take (it fetches the app's files) before the lab says there is no worker. */
const INSTALL_GRACE_MS = 20_000;

let gaveUp = false;

function subscribeLabWorker(onChange: () => void): () => void {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return () => undefined;
  const giveUp = () => {
    gaveUp = true;
    onChange();
  };
  let listening = true;
  let claimTimer: ReturnType<typeof setTimeout> | undefined;
  const installTimer = setTimeout(giveUp, INSTALL_GRACE_MS);
  void container.ready.then(() => {
    clearTimeout(installTimer);
    if (listening && !container.controller) claimTimer = setTimeout(giveUp, CLAIM_GRACE_MS);
  });
  container.addEventListener('controllerchange', onChange);
  return () => {
    listening = false;
    clearTimeout(installTimer);
    clearTimeout(claimTimer);
    container.removeEventListener('controllerchange', onChange);
  };
}

function labWorker(): LabWorker {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return 'missing';
  if (container.controller) return 'controlling';
  return gaveUp ? 'missing' : 'checking';
}

/** The mode's one setting: latency, failure share or Retry-After (offline and answer lost have none). */
function StepSelect({ choice, onChange }: { choice: LabChoice; onChange: (next: LabChoice) => void }) {
  const t = useT();
  switch (choice.mode) {
    case 'slow':
      return (
        <LabSelect
          label={t('lab.latencyLabel')}
          data={LATENCY_OPTIONS}
          value={String(choice.latencyMs)}
          onChange={(value) => onChange({ ...choice, latencyMs: Number(value) })}
        />
      );
    case 'flaky':
      return (
        <LabSelect
          label={t('lab.failureLabel')}
          data={FAILURE_OPTIONS}
          value={String(choice.failurePercent)}
          onChange={(value) => onChange({ ...choice, failurePercent: Number(value) })}
        />
      );
    case 'busy':
      return (
        <LabSelect
          label="Retry-After"
          data={RETRY_AFTER_OPTIONS}
          value={String(choice.retryAfterS)}
          onChange={(value) => onChange({ ...choice, retryAfterS: Number(value) })}
        />
      );
    default:
      return null;
  }
}

/** Chooses a simulation and starts it, or shows the one on and stops it. */
export function LabSettingsForm() {
  const flag = useSyncExternalStore(subscribeSimulation, simulationFlag, () => null);
  const lab = flag === null ? null : parseLabSettings(JSON.parse(flag));
  const worker = useSyncExternalStore(subscribeLabWorker, labWorker, () => 'checking');
  // The tester's edits, kept only while the simulation they were made under is still the one on:
  // otherwise the form shows the running simulation's settings (or the defaults when none runs).
  const [draft, setDraft] = useState<{ under: string | null; choice: LabChoice } | null>(null);
  const choice = draft !== null && draft.under === flag ? draft.choice : lab ? choiceOf(lab) : DEFAULT_CHOICE;
  const setChoice = (next: LabChoice) => setDraft({ under: flag, choice: next });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const t = useT();
  const language = useLanguage();
  const description = lab && labDescription(lab);

  const run = (action: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    void action()
      .catch(() => setFailed(true))
      .finally(() => setBusy(false));
  };
  const start = (event: FormEvent) => {
    event.preventDefault();
    run(() => applySimulation(settingsOf(choice, Date.now())));
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('lab.simulationHeading')}
        </Title>
        <Text role="status" fw={600}>
          {lab && description
            ? t('lab.statusOn', { simulation: t(description.id, description.values), time: clockTime(lab.until, language) })
            : t('lab.statusOff')}
        </Text>
        {failed && (
          <Alert color="red" title={t('lab.notChanged')}>
            {t('lab.storeFailed')}
          </Alert>
        )}
        <form onSubmit={start}>
          <Stack gap="md">
            {/* A select, not radios: Mantine's Radio is shared with the job filters, and the lab's
                use of it would grow their chunk on every visit to the job lists. */}
            <LabSelect
              label={t('lab.simulateLabel')}
              description={t(MODE_HINTS[choice.mode])}
              data={MODE_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
              value={choice.mode}
              onChange={(value) => setChoice({ ...choice, mode: value as LabMode })}
            />
            <StepSelect choice={choice} onChange={setChoice} />
            <LabSelect
              label={t('lab.durationLabel')}
              data={DURATION_OPTIONS.map((option) => ({ value: option.value, label: t(option.label.id, option.label.values) }))}
              value={String(choice.durationMs)}
              onChange={(value) => setChoice({ ...choice, durationMs: Number(value) })}
            />
            <Group gap="sm">
              <Button type="submit" loading={busy} disabled={worker === 'missing'}>
                {t(lab ? 'lab.startInstead' : 'lab.start')}
              </Button>
              {lab && (
                <Button variant="default" disabled={busy} onClick={() => run(stopSimulation)}>
                  {t('lab.stop')}
                </Button>
              )}
            </Group>
            {worker === 'missing' && (
              <Alert color="yellow" title={t('lab.workerMissingTitle')}>
                {t('lab.workerMissing')}
              </Alert>
            )}
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
