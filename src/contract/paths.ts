import { type Resource, RESOURCES } from './resources';

/** docs/PRODUCT.md §7: the API's paths. The only place that spells them. */
export const API_PREFIX = '/api';

/** The list path of each resource; a detail is `${list}/{id}` (detailPath). */
export const resourcePaths: Readonly<Record<Resource, string>> = {
  jobs: `${API_PREFIX}/Project_10_Sr_Technologies_Jobs_NewPosts`,
  companies: `${API_PREFIX}/Project_10_Sr_Technologies_Jobs_NewCompany`,
  articles: `${API_PREFIX}/Project_10_Sr_Technologies_Jobs_NewArticles`,
};

export const apiPaths = {
  ...resourcePaths,
  enquiry: `${API_PREFIX}/Project_10_Sr_Technologies_Jobs_EnquiryForm`,
  application: `${API_PREFIX}/Project_10_Sr_Technologies_Jobs_UserApplication`,
  /** This server's own addition (not in the agency's API): limits the forms check before sending. */
  limits: `${API_PREFIX}/limits`,
  /** This server's own addition: the job filters' and banner's options (src/contract/listPages.ts). */
  jobOptions: `${API_PREFIX}/job-options`,
} as const;

export const UPLOADS_PREFIX = '/uploads';

/** Header that carries the key making a POST safe to repeat (docs/ARCHITECTURE.md). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export function detailPath(list: string, id: number | string): string {
  return `${list}/${encodeURIComponent(String(id))}`;
}

export function uploadUrl(fileName: string, base = ''): string {
  return `${base}${UPLOADS_PREFIX}/${encodeURIComponent(fileName)}`;
}

/** Which resource an API path (without origin) belongs to, and whether it is the list or one item. */
export function resourceOfPath(pathname: string): { resource: Resource; detail: boolean } | null {
  for (const resource of RESOURCES) {
    const list = resourcePaths[resource];
    if (pathname === list) return { resource, detail: false };
    if (pathname.startsWith(`${list}/`)) return { resource, detail: true };
  }
  return null;
}
