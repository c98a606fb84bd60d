import { API_BASE_URL } from '../src/config/apiBase';
import { OFFLINE_COPY_PATH } from '../src/contract/offlineCopy';
import { API_PREFIX, resourceOfPath, UPLOADS_PREFIX } from '../src/contract/paths';
import { STAFF_API_PREFIX } from '../src/contract/staff';

declare const self: ServiceWorkerGlobalScope;

/**
 * Which requests are the API's and which are images, wherever the API lives: the same origin by
 * default, or the host VITE_API_BASE_URL names.
 */
const apiOrigin = API_BASE_URL ? new URL(API_BASE_URL, self.location.href).origin : self.location.origin;
const apiRoot = `${API_BASE_URL ? API_BASE_URL : self.location.origin}${API_PREFIX}/`;
/** The staff console's API: applicants' data, never saved on a device, so the worker stays out of it. */
const staffRoot = `${self.location.origin}${STAFF_API_PREFIX}/`;

/** The offline copy's chunks (src/offline/offlineCopy.ts): applied as details, never saved as answers. */
const offlineCopyUrl = `${API_BASE_URL ? API_BASE_URL : self.location.origin}${OFFLINE_COPY_PATH}`;

export function isApiGet(request: Request, url: URL): boolean {
  return (
    request.method === 'GET' &&
    url.href.startsWith(apiRoot) &&
    !url.href.startsWith(staffRoot) &&
    url.href.split('?')[0] !== offlineCopyUrl
  );
}

/** Job, company and article images (uploads) and the site's own logos and pictures. */
const IMAGE_PREFIXES = [`${UPLOADS_PREFIX}/`, '/logos/', '/images/'];

export function isImage(request: Request, url: URL): boolean {
  if (request.method !== 'GET') return false;
  if (url.origin !== self.location.origin && url.origin !== apiOrigin) return false;
  return IMAGE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
}

/** True for a read of the jobs, companies or articles list: the whole list or a window of it (not a detail). */
export function isListReadUrl(url: URL): boolean {
  const base = API_BASE_URL ? new URL(API_BASE_URL, self.location.href).pathname.replace(/\/$/, '') : '';
  if (url.origin !== apiOrigin || !url.pathname.startsWith(base)) return false;
  return resourceOfPath(url.pathname.slice(base.length))?.detail === false;
}

/** True for the jobs, companies or articles list itself (not a detail, not a window or filtered query). */
export function isListUrl(url: URL): boolean {
  return url.search === '' && isListReadUrl(url);
}
