import type { Resource } from '../../contract/resources';
import type {
  ApplicationJobDto,
  ContentPageDto,
  ContentValuesDto,
  InboxCountsDto,
  InboxIds,
  InboxPageDto,
  StaffApplicationDto,
  StaffEnquiryDto,
  StaffRecords,
  StaffSessionDto,
  UploadedImageDto,
} from '../../contract/staff';
import { staffContentPaths, staffItemPath, staffPaths } from '../../contract/staff';
import type { SpeedReportDto } from '../../contract/vitals';

/**
 * The console's calls to the staff API. Always same-origin and straight to the network: the
 * session cookie is SameSite=Strict with Path=/api/staff, and the service worker leaves these
 * paths alone, so nothing of the console is saved on the device.
 */
export class StaffApiError extends Error {
  override name = 'StaffApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** What a call that never reached the server says, instead of the browser's "Failed to fetch". */
export const UNREACHABLE_MESSAGE = 'The server could not be reached. Check the connection and try again.';

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json', ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch {
    throw new StaffApiError(0, UNREACHABLE_MESSAGE);
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { message?: unknown; errors?: Record<string, string> } | null;
    const message = typeof answer?.message === 'string' ? answer.message : `The server answered ${response.status}.`;
    throw new StaffApiError(response.status, message, answer?.errors);
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** The query string of a console list, leaving out blank values. */
export function listSearch(filters: Record<string, string | number>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const staffApi = {
  session: () => call<StaffSessionDto>('GET', staffPaths.session),
  logIn: (email: string, password: string) => call<StaffSessionDto>('POST', staffPaths.session, { email, password }),
  logOut: () => call<undefined>('DELETE', staffPaths.session),
  /** The inbox's counts; with `seen`, how many items arrived after those ids as well. */
  counts: (seen: InboxIds | null) =>
    call<InboxCountsDto>(
      'GET',
      `${staffPaths.counts}${seen ? listSearch({ applicationsAfter: seen.applications, enquiriesAfter: seen.enquiries }) : ''}`,
    ),
  applications: (search: string) => call<InboxPageDto<StaffApplicationDto>>('GET', `${staffPaths.applications}${search}`),
  applicationJobs: () => call<ApplicationJobDto[]>('GET', staffPaths.applicationJobs),
  enquiries: (search: string) => call<InboxPageDto<StaffEnquiryDto>>('GET', `${staffPaths.enquiries}${search}`),
  updateApplication: (id: number, change: { status?: string; notes?: string }) =>
    call<undefined>('PATCH', `${staffPaths.applications}/${id}`, change),
  updateEnquiry: (id: number, change: { status?: string; notes?: string }) =>
    call<undefined>('PATCH', `${staffPaths.enquiries}/${id}`, change),
  /** One page of jobs, companies or articles matching `q` (blank: all of them), newest first. */
  listPage: <K extends Resource>(resource: K, page: { offset: number; limit: number; q: string }) =>
    call<ContentPageDto<StaffRecords[K]>>('GET', `${staffContentPaths[resource]}${listSearch(page)}`),
  create: (resource: Resource, input: unknown) => call<{ id: number }>('POST', staffContentPaths[resource], input),
  update: (resource: Resource, id: number, input: unknown) =>
    call<undefined>('PUT', staffItemPath(staffContentPaths[resource], id), input),
  remove: (resource: Resource, id: number) => call<undefined>('DELETE', staffItemPath(staffContentPaths[resource], id)),
  contentValues: () => call<ContentValuesDto>('GET', staffPaths.contentValues),
  uploadImage: (file: File) => {
    const form = new FormData();
    form.append('image', file);
    return call<UploadedImageDto>('POST', staffPaths.images, form);
  },
  /** Real visits' Core Web Vitals per page template (the Speed tab). */
  speed: () => call<SpeedReportDto>('GET', staffPaths.speed),
};
