import { onApiAnswer } from '../../api/content';
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
  // triggers start once the page has loaded (a submission made before then is attempted by its own submit).
  const startTriggers = () => void import('../../outbox/deliveryTriggers').then((module) => module.startDeliveryTriggers());
  if (document.readyState === 'complete') startTriggers();
  else window.addEventListener('load', startTriggers, { once: true });
}
