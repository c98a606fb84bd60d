import { API_BASE_URL } from '../config/apiBase';
import type { ApiGet } from '../contract/contentRequests';
import { uploadUrl } from '../contract/paths';

/** An answer that was not 2xx; `message` is the server's JSON message when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** Told of every API answer's path, headers and status (the offline feature reads the saved copy's age). */
export type ApiAnswerListener = (path: string, headers: Headers, status: number) => void;
const answerListeners = new Set<ApiAnswerListener>();

/**
 * Subscribes to every API answer. The offline feature listens here (src/features/offline/freshness.ts),
 * so this client needs to know nothing about saved copies. Returns the unsubscribe function.
 */
export function onApiAnswer(listener: ApiAnswerListener): () => void {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
}

/** How a request is made: the browser's fetch, or the server's own app while it renders a page. */
export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;
const browserFetch: Fetcher = (url, init) => fetch(url, init);

/**
 * The API's GET through `load` (the browser's fetch by default): the base URL added, the answer's
 * headers told to the listeners, a failed answer thrown as ApiError, the JSON body returned.
 */
export function apiGet(load: Fetcher = browserFetch): ApiGet {
  return async (path, signal) => {
    const response = await load(`${API_BASE_URL}${path}`, { signal, headers: { Accept: 'application/json' } });
    for (const listener of answerListeners) listener(path, response.headers, response.status);
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
      const message = typeof body?.message === 'string' ? body.message : `Request failed with status ${response.status}`;
      throw new ApiError(response.status, message);
    }
    return (await response.json()) as unknown;
  };
}

/** URL of an image of a job, company or article (docs/PRODUCT.md §3: served from the uploads path). */
export const imageUrl = (fileName: string): string => uploadUrl(fileName, API_BASE_URL);
