import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { DEFAULT_LANGUAGE, languageOfPath, languagePrefix, pathInLanguage } from '../domain/languages';
import { manifestPath } from '../domain/manifestPaths';
import { startOfflineSupport } from '../features/offline/startOfflineSupport';
import { startVitals } from '../features/vitals/startVitals';
import { PAGE_AREAS } from '../i18n/catalogAreas';
import { createI18n } from '../i18n/createI18n';
import { fetchCatalogs } from '../i18n/fetchCatalogs';
import { rememberedLanguage } from '../i18n/languageChoice';
import { setPageTexts } from '../i18n/pageTexts';
import { App } from './App';
import { PAGE_SHOWN_EVENT } from './boot/bootContract';
import type { ReleaseTaps } from './boot/earlyTaps';
import { fetchedWhenSent, holdNotFound, type NavigationTiming, pageSentAt, readPageData } from './pageData';
import { queryClient } from './queryClient';
import { AppRoutes, matchedPage, preloadPages } from './router';

/**
 * Starts the web app in `root`: offline support first, then the first render. A server-rendered
 * page (it carries the server's data block) is hydrated with the server's data and its page's code
 * loaded first (so the first render draws what the server drew); the plain shell (offline, or the
 * server could not render) renders from scratch, showing the loading fallback until the code is here.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  // The address names the language (/ta/find-jobs); the router works on the path after it.
  const { language, path } = languageOfPath(window.location.pathname);
  // The server's page says its language; the worker's plain shell (one file for every address) is
  // told here, so screen readers and the browser's fonts read Tamil and Hindi as such offline too.
  // Only when it differs: writing the attribute, even the same value, makes the browser match
  // `:lang()` again on every element, a whole page's style recalculation in the start's task.
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
  // The shell links the English manifest; this page's language has its own (the server's pages link it already).
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest && manifest.getAttribute('href') !== manifestPath(language)) manifest.setAttribute('href', manifestPath(language));
  // A plain (English) address opened on a device that chose another language, and answered without
  // the server (the worker's saved page or shell): open the chosen language's address instead.
  const remembered = rememberedLanguage();
  if (language === DEFAULT_LANGUAGE && remembered !== null && remembered !== language) {
    window.location.replace(pathInLanguage(`${path}${window.location.search}`, remembered) + window.location.hash);
    return;
  }
  // Before the first render: the browser may offer installation (beforeinstallprompt) early.
  startOfflineSupport();
  // Measured under the template of the page first opened: the load's figures are its own.
  startVitals(matchedPage(`${path}${window.location.search}`)?.name ?? null);
  const pageData = readPageData(document);
  const hydrating = pageData !== null && root.hasChildNodes();
  // The boot script (boot/boot.ts) holds taps made before hydration and makes them again on this signal.
  const pageShown: ReleaseTaps | undefined = hydrating
    ? (pending) => document.dispatchEvent(new CustomEvent(PAGE_SHOWN_EVENT, { detail: pending }))
    : undefined;
  const pages = preloadPages(`${path}${window.location.search}`);
  // The areas the page draws: the shell's and its page's (the page table's `texts`). A server-rendered
  // page names their files (its head has the browser fetch them early); the plain shell finds them
  // with the map of the catalogue's files, a chunk server-rendered pages never load. The worker
  // precaches every file, so both work offline.
  const textFiles = pageData?.textFiles;
  const areas = textFiles
    ? (pageData?.texts ?? PAGE_AREAS)
    : [...PAGE_AREAS, ...(matchedPage(`${path}${window.location.search}`)?.texts ?? [])];
  const messages = textFiles
    ? await fetchCatalogs(textFiles)
    : await (await import('../i18n/catalogFiles')).loadCatalogFiles(language, areas);
  const i18n = createI18n(language, messages);
  setPageTexts(i18n, language, areas);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} i18n={i18n} onPageShown={pageShown}>
        <BrowserRouter basename={languagePrefix(language) || undefined}>
          <AppRoutes />
        </BrowserRouter>
      </App>
    </StrictMode>
  );
  if (pageData && hydrating) {
    const navigation = performance.getEntriesByType('navigation')[0] as NavigationTiming | undefined;
    const sentAt = pageSentAt(document, navigation, { now: Date.now(), sinceNavigation: performance.now() });
    hydrate(queryClient, sentAt === null ? pageData.queries : fetchedWhenSent(pageData.queries, sentAt));
    holdNotFound(queryClient);
    // A page whose code cannot be fetched is drawn by its error boundary, as on any visit.
    await pages.catch(() => undefined);
    // The server's HTML is already on screen: hydrating as a transition lets React yield to the
    // browser between small pieces of work (taps, scrolling) instead of one long blocking task.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    void pages.catch(() => undefined);
    createRoot(root).render(app);
  }
}
