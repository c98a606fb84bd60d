import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { Fetcher } from '../../api/content';
import type { PageRenderInput, RenderedPage } from '../../contract/pageRender';
import { detailIdFrom } from '../../domain/routes';
import { App } from '../App';
import { dehydratePage, holdNotFound } from '../pageData';
import { createQueryClient } from '../queryClient';
import { routeObjects } from '../router';
import { pageDocument } from './pageDocument';
import { pageHead } from './pageHead';
import { isClientOnly, pagePlan } from './pagePlans';
import { prefetchPage } from './prefetch';

/**
 * The server render (built by `vite build --ssr` into dist/.ssr/, loaded by server/http/pageRender.ts).
 * It matches the route (lazy routes resolve), fetches the page's data into a fresh QueryClient,
 * renders the app as the browser's first render would, and returns the whole document.
 */
const handler = createStaticHandler(routeObjects);

export async function render({ request, shell, fetch }: PageRenderInput): Promise<RenderedPage> {
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`The route answered ${context.status} instead of a page`);
  const url = new URL(request.url);
  const routePath = context.matches.at(-1)?.route.path;
  if (isClientOnly(routePath)) return { status: 200, html: shell };
  const plan = pagePlan(routePath);
  const client = createQueryClient();
  const load: Fetcher = (path, init) => fetch(path, init);
  const outcome = plan ? await prefetchPage(client, plan, detailIdFrom(null, url.search), load) : null;
  const notFound = plan === null || (outcome !== null && 'notFound' in outcome);
  holdNotFound(client);

  const router = createStaticRouter(handler.dataRoutes, context);
  const stream = await renderToReadableStream(
    <StrictMode>
      <App queryClient={client} origin={url.origin}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
    { signal: request.signal },
  );
  // Every query is answered before rendering, so nothing suspends: the whole page is one piece,
  // sent once its status and head are known.
  await stream.allReady;
  const body = await new Response(stream).text();

  const item = outcome && 'item' in outcome ? outcome.item : undefined;
  const head = pageHead(plan?.page ?? 'notFound', item, url);
  const data = {
    queries: dehydratePage(client),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  return { status: notFound ? 404 : context.statusCode, html: pageDocument(shell, head, body, data) };
}
