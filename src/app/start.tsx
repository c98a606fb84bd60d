import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { startOfflineSupport } from '../features/offline/startOfflineSupport';
import { App } from './App';
import { createAppRouter } from './browserRouter';
import { holdNotFound, readPageData } from './pageData';
import { queryClient } from './queryClient';

/**
 * Starts the web app in `root`: offline support first, then the first render. A server-rendered
 * page (it carries the server's data block) is hydrated with the server's data; the plain shell
 * (offline, or the server could not render) renders from scratch as before.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  // Before the first render: the browser may offer installation (beforeinstallprompt) early.
  startOfflineSupport();
  const pageData = readPageData(document);
  if (pageData) {
    hydrate(queryClient, pageData.queries);
    holdNotFound(queryClient);
  }
  const router = await createAppRouter(pageData?.router);
  const app = (
    <StrictMode>
      <App queryClient={queryClient}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  if (pageData && root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
