import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startOfflineSupport } from '../features/offline/startOfflineSupport';
import { App } from './App';

/** Starts the web app in `root`: offline support first, then the first render. */
export function startApp(root: HTMLElement): void {
  // Before the first render: the browser may offer installation (beforeinstallprompt) early.
  startOfflineSupport();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
