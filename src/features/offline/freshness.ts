import { SAVED_AT_HEADER } from '../../offline/savedAtHeader';

/**
 * How fresh the data on screen is. The API client reports every API answer here (onApiAnswer); an answer the
 * service worker served from its saved copy carries X-Saved-At, so the page can say
 * "Offline — showing jobs saved 2 h ago". A fresh answer for the same path clears it.
 */
export interface SavedCopy {
  /** The API path, e.g. /api/Project_10_Sr_Technologies_Jobs_NewPosts/12. */
  path: string;
  /** When the copy was saved (ms since epoch). */
  savedAt: number;
}

export interface FreshnessSnapshot {
  /** The saved copy reported most recently that has not been refreshed since; null when all is fresh. */
  latest: SavedCopy | null;
  /** How many paths are showing saved copies. */
  count: number;
}

/** The time in an X-Saved-At header, or null when there is none (a fresh answer) or it is garbled. */
export function savedAtFrom(headers: Headers): number | null {
  const value = headers.get(SAVED_AT_HEADER);
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

type Listener = () => void;
const listeners = new Set<Listener>();
/** Saved copies by path, in the order they were reported (a Map keeps insertion order). */
const savedCopies = new Map<string, number>();
/**
 * The page itself came from the copy the worker saved on the device (notePageCopy): shown until a
 * fresh answer arrives, behind any saved API answer reported since (those are newer news).
 */
let pageCopy: SavedCopy | null = null;
/** How many fresh (not saved, successful) answers arrived: whether a refetch reached the server. */
let freshAnswers = 0;
/** Nothing shown from a saved copy yet: what the server renders and the page starts with. */
export const INITIAL_FRESHNESS: FreshnessSnapshot = { latest: null, count: 0 };
let snapshot: FreshnessSnapshot = INITIAL_FRESHNESS;

function publish(): void {
  const entries = [...savedCopies];
  const last = entries.at(-1);
  snapshot = {
    latest: last ? { path: last[0], savedAt: last[1] } : pageCopy,
    count: entries.length + (pageCopy ? 1 : 0),
  };
  for (const listener of listeners) listener();
}

/** Called by the API client with each answer's path, headers and status. */
export function noteApiAnswer(path: string, headers: Headers, status = 200): void {
  const savedAt = savedAtFrom(headers);
  const fresh = savedAt === null && status >= 200 && status < 300;
  if (fresh) freshAnswers += 1;
  // The server answered: the page's saved copy gives way to the data it is fetching now.
  const hadPageCopy = fresh && pageCopy !== null;
  if (hadPageCopy) pageCopy = null;
  const had = savedCopies.has(path);
  if (savedAt === null && !had) {
    if (hadPageCopy) publish();
    return;
  }
  savedCopies.delete(path);
  if (savedAt !== null) savedCopies.set(path, savedAt);
  publish();
}

/**
 * The page on screen is the copy the worker saved on the device (its data block says when: the
 * page shows that age until a fresh answer arrives). `path` is the API path of what it shows.
 */
export function notePageCopy(copy: SavedCopy): void {
  pageCopy = copy;
  publish();
}

/** How many fresh answers arrived so far (compare before and after a refetch). */
export function freshAnswerCount(): number {
  return freshAnswers;
}

export function freshnessSnapshot(): FreshnessSnapshot {
  return snapshot;
}

export function subscribeFreshness(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets every report (tests; a page that knows it has refreshed everything). */
export function resetFreshness(): void {
  savedCopies.clear();
  pageCopy = null;
  publish();
}
