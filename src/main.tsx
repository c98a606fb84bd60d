import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startOfflineSupport } from './features/offline/startOfflineSupport';

// Before the first render: the browser may offer installation (beforeinstallprompt) early.
startOfflineSupport();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
