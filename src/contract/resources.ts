/**
 * The kinds of content the API lists and details (docs/PRODUCT.md §7): the one list of them. Everything
 * keyed by resource (paths, query keys, the server's routes, the worker's prefetch, the offline
 * banner's words) is a Record<Resource, ...>, so adding one here is a type error wherever it is missing.
 */
export const RESOURCES = ['jobs', 'companies', 'articles'] as const;
export type Resource = (typeof RESOURCES)[number];
