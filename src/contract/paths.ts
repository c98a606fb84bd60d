/** SPEC.md §7: the API's paths. The only place that spells them. */
export const API_PREFIX = '/api';

export const apiPaths = {
  jobs: `${API_PREFIX}/Project_10_Sr_Technologies_Jobs_NewPosts`,
  companies: `${API_PREFIX}/Project_10_Sr_Technologies_Jobs_NewCompany`,
  articles: `${API_PREFIX}/Project_10_Sr_Technologies_Jobs_NewArticles`,
  enquiry: `${API_PREFIX}/Project_10_Sr_Technologies_Jobs_EnquiryForm`,
  application: `${API_PREFIX}/Project_10_Sr_Technologies_Jobs_UserApplication`,
  /** This server's own addition (not in the agency's API): limits the forms check before sending. */
  limits: `${API_PREFIX}/limits`,
} as const;

export const UPLOADS_PREFIX = '/uploads';

/** Header that carries the key making a POST safe to repeat (DESIGN.md §3). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export function detailPath(list: string, id: number | string): string {
  return `${list}/${encodeURIComponent(String(id))}`;
}

export function uploadUrl(fileName: string, base = ''): string {
  return `${base}${UPLOADS_PREFIX}/${encodeURIComponent(fileName)}`;
}
