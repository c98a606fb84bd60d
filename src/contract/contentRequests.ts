import { detailPath, resourcePaths } from './paths';
import type { Resource } from './resources';
import { type ResourceDetails, type ResourceSummaries, wireDecoders, type WireObject } from './wire';

/**
 * The site's content reads, each defined once: its query key, the API path it reads and how its
 * answer becomes what the pages use. The page's TanStack Query options (src/api/queries.ts, used
 * by the hooks and the server render) and the URLs of the offline copy's saved details
 * (src/offline/offlineCopy.ts) are all made from these, so a key, a path and a decoder never drift
 * apart. Pure: no React, no TanStack Query, no base URL (the caller's `get` adds it).
 */

/** Reads an API path (without the API's base URL) and gives its JSON body; throws for a failed answer. */
export type ApiGet = (path: string, signal?: AbortSignal) => Promise<unknown>;

export interface ContentRequest<Key extends readonly unknown[], Data> {
  /** The TanStack Query key: [resource] for a list, [resource, id] for one item. */
  readonly queryKey: Key;
  readonly kind: 'list' | 'detail';
  readonly resource: Resource;
  /** The API path it reads, without the API's base URL. */
  readonly path: string;
  fetch(get: ApiGet, signal?: AbortSignal): Promise<Data>;
}

export type ListRequest<R extends Resource = Resource> = ContentRequest<readonly [R], ResourceSummaries[R][]>;
export type DetailRequest<R extends Resource = Resource> = ContentRequest<readonly [R, number], ResourceDetails[R]>;

const isWireObject = (value: unknown): value is WireObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list of jobs, companies or articles; an answer that is not a list counts as an empty one. */
export function listRequest<R extends Resource>(resource: R): ListRequest<R> {
  const path = resourcePaths[resource];
  return {
    queryKey: [resource],
    kind: 'list',
    resource,
    path,
    fetch: async (get, signal) => {
      const body = await get(path, signal);
      return Array.isArray(body) ? body.filter(isWireObject).map(wireDecoders[resource].summary) : [];
    },
  };
}

/** One job, company or article by id. */
export function detailRequest<R extends Resource>(resource: R, id: number): DetailRequest<R> {
  const path = detailPath(resourcePaths[resource], id);
  return {
    queryKey: [resource, id],
    kind: 'detail',
    resource,
    path,
    fetch: async (get, signal) => {
      const body = await get(path, signal);
      return wireDecoders[resource].detail(isWireObject(body) ? body : {});
    },
  };
}
