import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState, useSyncExternalStore } from 'react';

import { simulationFlag, subscribeSimulation } from '../../components/simulation';
import { describeLab, type LabMode, parseLabSettings } from '../../domain/networkLab';
import {
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

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** Whether a service worker controls this page: the lab works through it, so without one it does nothing. */
function subscribeController(onChange: () => void): () => void {
  navigator.serviceWorker?.addEventListener('controllerchange', onChange);
  return () => navigator.serviceWorker?.removeEventListener('controllerchange', onChange);
}
const hasController = () => Boolean(navigator.serviceWorker?.controller);

/** The mode's one setting: latency, failure share or Retry-After (offline and answer lost have none). */
function StepSelect({ choice, onChange }: { choice: LabChoice; onChange: (next: LabChoice) => void }) {
  switch (choice.mode) {
    case 'slow':
      return (
        <LabSelect
          label="Added latency"
          data={LATENCY_OPTIONS}
          value={String(choice.latencyMs)}
          onChange={(value) => onChange({ ...choice, latencyMs: Number(value) })}
        />
      );
    case 'flaky':
      return (
        <LabSelect
          label="Requests that fail"
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
  const controlled = useSyncExternalStore(subscribeController, hasController, () => true);
  const [choice, setChoice] = useState<LabChoice>(DEFAULT_CHOICE);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const run = (action: () => Promise<void>) => {
    setBusy(true);
    setFailed(null);
    void action()
      .catch(() => setFailed('This device could not store the setting (its storage is blocked or full).'))
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
          Simulation
        </Title>
        <Text role="status" fw={600}>
          {lab ? `On: ${describeLab(lab)}, until ${timeFormat.format(lab.until)}.` : 'Off: this device uses the real network.'}
        </Text>
        {!controlled && (
          <Alert color="yellow" title="The lab needs the app's service worker">
            It applies the simulation to this browser&apos;s requests. Reload this page once the app is installed for offline use.
          </Alert>
        )}
        {failed && (
          <Alert color="red" title="Not changed">
            {failed}
          </Alert>
        )}
        <form onSubmit={start}>
          <Stack gap="md">
            {/* A select, not radios: Mantine's Radio is shared with the job filters, and the lab's
                use of it would grow their chunk on every visit to the job lists. */}
            <LabSelect
              label="Simulate"
              description={MODE_HINTS[choice.mode]}
              data={MODE_OPTIONS}
              value={choice.mode}
              onChange={(value) => setChoice({ ...choice, mode: value as LabMode })}
            />
            <StepSelect choice={choice} onChange={setChoice} />
            <LabSelect
              label="Stop by itself after"
              data={DURATION_OPTIONS}
              value={String(choice.durationMs)}
              onChange={(value) => setChoice({ ...choice, durationMs: Number(value) })}
            />
            <Group gap="sm">
              <Button type="submit" loading={busy} disabled={!controlled}>
                {lab ? 'Start this instead' : 'Start simulation'}
              </Button>
              {lab && (
                <Button variant="default" disabled={busy} onClick={() => run(stopSimulation)}>
                  Stop simulation
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
