import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';

import { readThrough } from '../../api/queries';
import { loadDeferredParts } from '../../components/deferredPart';
import type { PageRenderInput, RenderedPage } from '../../contract/pageRender';
import { filterFromParams } from '../../domain/jobFilters';
import { languageOfPath, languagePrefix } from '../../domain/languages';
import { detailIdFrom } from '../../domain/routes';
import { CATALOG_AREAS, PAGE_AREAS } from '../../i18n/catalogAreas';
import { catalogFileUrls } from '../../i18n/catalogFiles';
import { loadCatalogs } from '../../i18n/catalogs';
import { createI18n, type Messages } from '../../i18n/createI18n';
import { loadHeadCatalog } from '../../i18n/headCatalogs';
import { App } from '../App';
import { dehydratePage, holdNotFound } from '../pageData';
import { notFoundPage } from '../pages';
import { createQueryClient } from '../queryClient';
import { AppRoutes, matchedPage, matchedPageModules, preloadPages } from '../router';
import { pageDocument } from './pageDocument';
import { pageHead } from './pageHead';
import { prefetchPage } from './prefetch';

/**
 * The server render (built by `vite build --ssr` into dist/.ssr/, loaded by server/pages/pageRenderer.ts).
 * It matches the route, loads its page's code, fetches the page's data into a fresh QueryClient,
 * renders the app as the browser's first render would, and returns the whole document.
 */
export async function render({ request, shell, fetch }: PageRenderInput): Promise<RenderedPage> {
  const url = new URL(request.url);
  // The address names the language (/ta/find-jobs); the routes match the path after it.
  const { language, path } = languageOfPath(url.pathname);
  const location = `${path}${url.search}`;
  // The page-table entry of the page shown; null for the not-found page.
  const page = matchedPage(location);
  if (page && !page.serverRendered) return { status: 200, html: shell, modules: [] };
  const client = createQueryClient();
  readThrough(client, (path, init) => fetch(path, init));
  // The texts of the page's first render in the browser, the shell's and its page's: their files.
  const pageTexts = [...PAGE_AREAS, ...(page?.texts ?? [])];
  const [outcome, , messages] = await Promise.all([
    page
      ? prefetchPage(
          client,
          page,
          detailIdFrom(null, url.search),
          url.searchParams.get('q') ?? '',
          filterFromParams(url.searchParams),
        )
      : null,
    // The pages' code, then the parts of it that the browser loads after the first screen.
    preloadPages(location).then(loadDeferredParts),
    // Every text of the language for the render.
    Promise.all([loadCatalogs(language, CATALOG_AREAS), loadHeadCatalog(language)]).then(
      (areas): Messages => Object.assign({}, ...areas) as Messages,
    ),
  ]);
  const i18n = createI18n(language, messages);
  const notFound = page === null || (outcome !== null && 'notFound' in outcome);
  holdNotFound(client);

  // React would send a failing part's fallback and leave it to the browser; the page is served
  // whole or not at all (the caller then serves the plain shell).
  let failure: unknown = null;
  const stream = await renderToReadableStream(
    <StrictMode>
      <App queryClient={client} i18n={i18n} origin={url.origin}>
        <StaticRouter basename={languagePrefix(language) || undefined} location={`${url.pathname}${url.search}`}>
          <AppRoutes />
        </StaticRouter>
      </App>
    </StrictMode>,
    {
      signal: request.signal,
      // React outlines a large Suspense boundary (the page, inside the layout's) into a later part
      // revealed by an inline script, which the CSP refuses and a browser without JavaScript never
      // runs. The page is sent whole anyway (allReady below), so it is kept in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  // Every query is answered and every page's code loaded before rendering, so nothing suspends:
  // the whole page is one piece, sent once its status and head are known.
  await stream.allReady;
  const body = await new Response(stream).text();
  if (failure !== null) throw failure;

  const item = outcome && 'item' in outcome ? outcome.item : undefined;
  const head = pageHead(page ?? notFoundPage, item, url, i18n);
  const html = pageDocument(shell, head, body, {
    queries: dehydratePage(client),
    texts: pageTexts,
    textFiles: catalogFileUrls(language, pageTexts),
  });
  return { status: notFound ? 404 : 200, html, modules: matchedPageModules(location) };
}
