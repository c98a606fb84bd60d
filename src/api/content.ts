import { API_BASE_URL } from '../config/apiBase';
import { detailPath, resourcePaths, uploadUrl } from '../contract/paths';
import type { Resource } from '../contract/resources';
import { type ResourceDetails, type ResourceSummaries, wireDecoders, type WireObject } from '../contract/wire';

/** An answer that was not 2xx; `message` is the server's JSON message when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** Told of every API answer's path and headers (the offline feature reads the saved copy's age). */
export type ApiAnswerListener = (path: string, headers: Headers) => void;
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

async function getJson(path: string, signal?: AbortSignal, load: Fetcher = browserFetch): Promise<unknown> {
  const response = await load(`${API_BASE_URL}${path}`, { signal, headers: { Accept: 'application/json' } });
  for (const listener of answerListeners) listener(path, response.headers);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' ? body.message : `Request failed with status ${response.status}`;
    throw new ApiError(response.status, message);
  }
  return (await response.json()) as unknown;
}

const isWireObject = (value: unknown): value is WireObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list of jobs, companies or articles; an answer that is not a list counts as an empty one. */
export async function fetchList<K extends Resource>(
  resource: K,
  signal?: AbortSignal,
  load?: Fetcher,
): Promise<ResourceSummaries[K][]> {
  const body = await getJson(resourcePaths[resource], signal, load);
  return Array.isArray(body) ? body.filter(isWireObject).map(wireDecoders[resource].summary) : [];
}

/** One job, company or article by id. */
export async function fetchDetail<K extends Resource>(
  resource: K,
  id: number,
  signal?: AbortSignal,
  load?: Fetcher,
): Promise<ResourceDetails[K]> {
  const body = await getJson(detailPath(resourcePaths[resource], id), signal, load);
  return wireDecoders[resource].detail(isWireObject(body) ? body : {});
}

/** URL of an image of a job, company or article (docs/PRODUCT.md §3: served from the uploads path). */
export const imageUrl = (fileName: string): string => uploadUrl(fileName, API_BASE_URL);
