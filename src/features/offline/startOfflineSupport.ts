import { onApiAnswer } from '../../api/content';
import { whenIdle } from '../../browser/whenIdle';
import { noteApiAnswer } from './freshness';
import { captureInstallPrompt } from './installPrompt';
import { registerServiceWorker } from './serviceWorker';

/** Called once by src/app/start.tsx before the app renders (beforeinstallprompt can fire early). */
export function startOfflineSupport(): void {
  // The service worker marks an answer from its saved copy (X-Saved-At): the offline banner tells its age.
  onApiAnswer(noteApiAnswer);
  captureInstallPrompt();
  registerServiceWorker();
  // The outbox (IndexedDB, the delivery code) is not needed to draw the first screen: its
  // triggers start once the page has loaded and the browser is idle (a submission made before then
  // is attempted by its own submit). Not at once: asking for its code links its chunks into the
  // head, some 35 ms on a phone in the task that starts the app (docs/PERFORMANCE.md, "Blocking time").
  const startTriggers = () =>
    whenIdle(() => void import('../../outbox/page/deliveryTriggers').then((module) => module.startDeliveryTriggers()));
  if (document.readyState === 'complete') startTriggers();
  else window.addEventListener('load', startTriggers, { once: true });
}
