/**
 * docs/PRODUCT.md §8: a script chunk that fails to load reads "Loading chunk {id} failed" with the kind of
 * failure. Browsers word a failed dynamic import differently; these two pure functions recognise
 * them and write the spec's text. The route error screen uses them.
 */

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper
  /Loading (CSS )?chunk [^ ]+ failed/i, // webpack-style, and our own text
];

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error && error.name === 'ChunkLoadError') return true;
  const message = messageOf(error);
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/** The chunk's URL named in the browser's message, if any. */
function chunkUrl(message: string): string | null {
  return /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:m?js|css))/.exec(message)?.[1] ?? null;
}

/** The chunk's name: its file name without the extension (e.g. FindJobsPage-Bx1y2z3). */
function chunkId(url: string | null): string {
  if (!url) return 'unknown';
  const file = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  return file.replace(/\.(m?js|css)$/, '') || 'unknown';
}

export type ChunkFailureKind = 'offline' | 'timeout' | 'network error' | 'stylesheet';

export function chunkFailureKind(error: unknown, online?: boolean): ChunkFailureKind {
  const message = messageOf(error);
  if (/time(d)? ?out/i.test(message)) return 'timeout';
  if (online === false) return 'offline';
  if (/CSS/.test(message)) return 'stylesheet';
  return 'network error';
}

/**
 * "Loading chunk {id} failed (kind: url)". `online` is navigator.onLine at the time, when known;
 * it tells an offline device from a failing network.
 */
export function chunkErrorMessage(error: unknown, online?: boolean): string {
  const message = messageOf(error);
  const url = chunkUrl(message);
  const kind = chunkFailureKind(error, online);
  return `Loading chunk ${chunkId(url)} failed (${kind}${url ? `: ${url}` : ''})`;
}
