import { labOffline, type LabSettings } from '../../src/domain/networkLab';
import { readLabSettings } from '../../src/offline/labStore';
import { isLabChangedMessage } from '../../src/offline/messages';

/** What this module needs of the worker's scope (typed here: the page's unit tests import it too). */
interface LabWorkerScope {
  navigator: { onLine: boolean };
  addEventListener(
    type: 'message',
    listener: (event: { data: unknown; waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
}
declare const self: LabWorkerScope;

/**
 * The network lab's settings as this worker knows them: read from IndexedDB when the worker starts
 * and again whenever a page says they changed. A request waits for the first read, so a worker
 * started by a request never lets it slip past a simulation.
 */
let settings: Promise<LabSettings | null> = load();
let known: LabSettings | null = null;

function load(): Promise<LabSettings | null> {
  return readLabSettings()
    .catch(() => null)
    .then((read) => (known = read));
}

export function labSettings(): Promise<LabSettings | null> {
  return settings;
}

/**
 * The worker's one answer to "is this device offline, really or in the lab?". Every check of the
 * connection in the worker asks this, never self.navigator.onLine alone.
 */
export function deviceOffline(): boolean {
  return !self.navigator.onLine || labOffline(known, Date.now());
}

/** Re-reads the settings when a page changed them; `then` runs after the new settings are in force. */
export function listenForLabChanges(then: () => Promise<unknown>): void {
  self.addEventListener('message', (event) => {
    if (!isLabChangedMessage(event.data)) return;
    settings = load();
    event.waitUntil(settings.then(then).catch(() => undefined));
  });
}
