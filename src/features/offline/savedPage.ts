import type { QueryClient } from '@tanstack/react-query';

import { PAGE_DATA_ELEMENT_ID, PAGE_SAVED_AT_ATTRIBUTE } from '../../contract/pageRender';
import { detailPath, resourcePaths } from '../../contract/paths';
import { type Resource, RESOURCES } from '../../contract/resources';
import { freshAnswerCount, notePageCopy, type SavedCopy } from './freshness';

/**
 * A page the worker answered from the copy it saved on the device (sw/savedPages.ts) has its data
 * block marked with the time it was saved: null for a page from the server (or a garbled mark).
 */
export function savedPageTime(doc: Document): number | null {
  const value = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.getAttribute(PAGE_SAVED_AT_ATTRIBUTE);
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

const isResource = (value: unknown): value is Resource => RESOURCES.some((resource) => resource === value);

/**
 * The saved page as the offline banner reports it: the API path of what it shows (one item when
 * the page shows one, else its first list), so the banner says "this job" or "jobs"; the site's
 * root for a page without data ("pages").
 */
export function pageCopyOf(client: QueryClient, savedAt: number): SavedCopy {
  const keys = client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey);
  const item = keys.find((key) => isResource(key[0]) && typeof key[1] === 'number');
  const list = keys.find((key) => isResource(key[0]));
  const path =
    item && isResource(item[0])
      ? detailPath(resourcePaths[item[0]], String(item[1]))
      : list && isResource(list[0])
        ? resourcePaths[list[0]]
        : '/';
  return { path, savedAt };
}

/**
 * Tells the banner how old the saved page on screen is (DataRefresh.tsx loads this only for such a
 * page): at once when the device is offline; online, once the page's refetch (`refetch`) has ended
 * without a fresh answer since `freshBefore` (the server could not be reached). Online with the
 * server answering nothing is said: the newer data is on screen.
 */
export async function reportSavedPage(client: QueryClient, refetch: Promise<void>, freshBefore: number): Promise<void> {
  const savedAt = savedPageTime(document);
  if (savedAt === null) return;
  const copy = pageCopyOf(client, savedAt);
  if (!navigator.onLine) notePageCopy(copy);
  await refetch;
  // A page without data (the contact page) has nothing to refetch: no news is no failure there.
  const refetched = client.getQueryCache().getAll().length > 0;
  if (refetched && freshAnswerCount() === freshBefore) notePageCopy(copy);
}
