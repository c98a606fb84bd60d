import type { ApplicationFields, Enquiry } from '../domain/submissions';
import { API_BASE_URL } from '../api/config';
import { apiPaths, IDEMPOTENCY_HEADER } from '../api/paths';

/**
 * The seam between the forms and delivery. The forms call these two functions and show the
 * outcome; how the submission travels (directly, or through the offline outbox) is decided here.
 *
 * Walking-skeleton version: a direct POST. The offline issue replaces the body with the outbox.
 */
export type SubmitOutcome =
  | { kind: 'sent' }
  /** The server refused it (4xx other than 408/429); `message` is the server's. */
  | { kind: 'rejected'; message: string }
  /** Kept on this device; it will be sent automatically when the connection returns. */
  | { kind: 'queued' }
  /** Network or other failure, nothing kept. */
  | { kind: 'error'; message: string };

export interface ResumeUpload {
  blob: Blob;
  fileName: string;
}

async function post(path: string, body: BodyInit, key: string, json: boolean): Promise<SubmitOutcome> {
  try {
    const headers: Record<string, string> = { [IDEMPOTENCY_HEADER]: key };
    if (json) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${API_BASE_URL}${path}`, { method: 'POST', body, headers });
    if (response.ok) return { kind: 'sent' };
    const payload = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof payload?.message === 'string' ? payload.message : `status ${response.status}`;
    return { kind: 'rejected', message };
  } catch (error) {
    return { kind: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}

export function submitEnquiry(enquiry: Enquiry, idempotencyKey: string): Promise<SubmitOutcome> {
  return post(apiPaths.enquiry, JSON.stringify(enquiry), idempotencyKey, true);
}

export function submitApplication(
  fields: ApplicationFields,
  resume: ResumeUpload,
  idempotencyKey: string,
): Promise<SubmitOutcome> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') form.append(name, String(value));
  }
  form.append('resume', resume.blob, resume.fileName);
  return post(apiPaths.application, form, idempotencyKey, false);
}
