import { captureInstallPrompt } from './installPrompt';
import { startOutboxTriggers } from './outboxTriggers';
import { registerServiceWorker } from './serviceWorker';

/** Called once by src/main.tsx before the app renders (beforeinstallprompt can fire early). */
export function startOfflineSupport(): void {
  captureInstallPrompt();
  registerServiceWorker();
  startOutboxTriggers();
}
