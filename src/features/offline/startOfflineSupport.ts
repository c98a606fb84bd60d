import { onApiAnswer } from '../../api/content';
import { noteApiAnswer } from './freshness';
import { captureInstallPrompt } from './installPrompt';
import { startOutboxTriggers } from './outboxTriggers';
import { registerServiceWorker } from './serviceWorker';

/** Called once by src/app/start.tsx before the app renders (beforeinstallprompt can fire early). */
export function startOfflineSupport(): void {
  // The service worker marks an answer from its saved copy (X-Saved-At): the offline banner tells its age.
  onApiAnswer(noteApiAnswer);
  captureInstallPrompt();
  registerServiceWorker();
  startOutboxTriggers();
}
