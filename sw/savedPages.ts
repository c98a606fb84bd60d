/// <reference lib="webworker" />
import { CacheExpiration } from 'workbox-expiration';
import type { PrecacheEntry } from 'workbox-precaching';

import { PAGE_DATA_ELEMENT_ID, PAGE_SAVED_AT_ATTRIBUTE } from '../src/contract/pageRender';
import { isNeverSavedPage } from '../src/domain/neverSavedPages';
import { SAVED_AT_HEADER } from '../src/offline/savedAtHeader';

/**
 * The last server-rendered HTML of each public page this device was served (docs/OFFLINE.md,
 * "Repeat visits"), so a navigation to a page already visited is answered at once
 * (pageNavigation.ts). Cache Storage, one cache per build: a saved page links the hashed scripts
 * and styles of the build that rendered it, which the next version's precache no longer holds, so
 * a new worker starts with an empty cache of its own and drops the others when it activates.
 */
const CACHE_PREFIX = 'sr-jobs-pages-';
/** At most this many pages, the least recently saved dropped first (workbox-expiration keeps their times). */
export const SAVED_PAGES_MAX = 50;
/** A bigger page is not saved: with SAVED_PAGES_MAX this caps the cache at 15 MB (pages are 20-120 KB). */
export const SAVED_PAGE_MAX_BYTES = 300 * 1024;

/** Headers of the server's answer that describe the bytes sent, not the saved text. */
const NOT_KEPT = [
  'content-encoding',
  'content-length',
  'etag',
  'last-modified',
  'date',
  'set-cookie',
  'keep-alive',
  'connection',
];

/** One short key for the build, from the precache manifest's revisions: any changed file changes it. */
export function buildKeyOf(manifest: readonly (string | PrecacheEntry)[]): string {
  // FNV-1a: a cache name needs no cryptography, only a key that moves with the build.
  let hash = 0x811c9dc5;
  for (const entry of manifest) {
    const text = typeof entry === 'string' ? entry : `${entry.url} ${entry.revision ?? ''}`;
    for (let i = 0; i < text.length; i += 1) {
      hash ^= text.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193);
    }
  }
  return (hash >>> 0).toString(36);
}

/** True when a navigation's answer is a public server-rendered page worth keeping. */
function savable(url: URL, response: Response, html: string): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  return (
    !isNeverSavedPage(url.pathname) &&
    response.status === 200 &&
    !response.redirected &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
    !/no-store|private/i.test(cacheControl) &&
    html.length <= SAVED_PAGE_MAX_BYTES &&
    // Only a page the server rendered carries its data; the plain shell is in the precache already.
    html.includes(`id="${PAGE_DATA_ELEMENT_ID}"`)
  );
}

/** The page's data block marked with the time it was saved, so the page can say how old it is. */
function markSavedAt(html: string, savedAt: number): string {
  const id = `id="${PAGE_DATA_ELEMENT_ID}"`;
  return html.replace(id, `${id} ${PAGE_SAVED_AT_ATTRIBUTE}="${new Date(savedAt).toISOString()}"`);
}

export class SavedPages {
  readonly #cacheName: string;
  readonly #expiration: CacheExpiration;

  constructor(buildKey: string) {
    this.#cacheName = `${CACHE_PREFIX}${buildKey}`;
    this.#expiration = new CacheExpiration(this.#cacheName, { maxEntries: SAVED_PAGES_MAX });
  }

  /** The saved page at `url` (its full address, query included), or undefined. */
  async read(url: string): Promise<Response | undefined> {
    const cache = await caches.open(this.#cacheName);
    return cache.match(url);
  }

  /**
   * Keeps a copy of the server's answer to a navigation when it is a public rendered page; a page
   * the server says is gone (404, 410) or that may no longer be kept is forgotten.
   */
  async remember(url: string, response: Response, now = Date.now()): Promise<void> {
    const address = new URL(url);
    if (isNeverSavedPage(address.pathname)) return;
    const cache = await caches.open(this.#cacheName);
    if (response.status !== 200) {
      if (response.status === 404 || response.status === 410) await this.#forget(cache, url);
      return;
    }
    const html = await response.text();
    if (!savable(address, response, html)) {
      await this.#forget(cache, url);
      return;
    }
    const headers = new Headers(response.headers);
    for (const name of NOT_KEPT) headers.delete(name);
    headers.set(SAVED_AT_HEADER, new Date(now).toISOString());
    await cache.put(url, new Response(markSavedAt(html, now), { status: 200, headers }));
    await this.#expiration.updateTimestamp(url);
    await this.#expiration.expireEntries();
  }

  async #forget(cache: Cache, url: string): Promise<void> {
    await cache.delete(url);
  }

  /** On activate: the saved pages of every other build go (their scripts are gone from the precache). */
  async dropOtherBuilds(): Promise<void> {
    const names = await caches.keys();
    await Promise.all(
      names
        .filter((name) => name.startsWith(CACHE_PREFIX) && name !== this.#cacheName)
        .map(async (name) => {
          await caches.delete(name);
          // workbox-expiration's record of that cache's entries (an IndexedDB database of its own).
          await new CacheExpiration(name, { maxEntries: SAVED_PAGES_MAX }).delete();
        }),
    );
  }
}
