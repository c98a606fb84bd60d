import type { OutboxItem } from '../item/outboxItem';

/**
 * The exact bytes of a submission's POST, built from the stored item the same way on every attempt,
 * in every page and in the service worker: the server binds a stored Idempotency-Key to the digest
 * of these bytes (Content-Digest), so a resend is answered before its body is read, and a different
 * body under the key refused (docs/RELIABILITY.md, "Limits that keys cannot skip"). Change nothing
 * here lightly: an item first sent by one version and resent by the next must come out byte for
 * byte the same, or its resend is a different submission (422). tests/unit/outbox/shared/submissionBody.test.ts
 * pins the bytes.
 */
export interface SubmissionBody {
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

const encoder = new TextEncoder();
const CRLF = '\r\n';

/**
 * The multipart boundary: fixed for a submission, from its key. A browser's FormData draws a random
 * one per request, which would make every attempt's bytes differ. The key is a random UUID (122
 * random bits), which is what a random boundary relies on not to occur in the content.
 */
export function boundaryFor(idempotencyKey: string): string {
  return `----SrJobsForm${idempotencyKey.replace(/[^A-Za-z0-9-]/g, '').slice(0, 48)}`;
}

/** A line break in a text value sent as CRLF, as a browser's form encoding does (HTML, multipart/form-data). */
function crlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, CRLF);
}

/** A name or file name inside the header's quotes, escaped as browsers escape them (HTML, multipart/form-data). */
function quoted(text: string): string {
  return crlf(text).replace(/\n/g, '%0A').replace(/\r/g, '%0D').replace(/"/g, '%22');
}

/** The text fields in one fixed order (by name), empty ones left out as the form leaves them out. */
function sentFields(fields: Record<string, string>): [string, string][] {
  return Object.entries(fields)
    .filter(([, value]) => value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

async function multipartBody(item: OutboxItem): Promise<SubmissionBody> {
  const boundary = boundaryFor(item.idempotencyKey);
  const parts: BlobPart[] = [];
  for (const [name, value] of sentFields(item.fields)) {
    parts.push(`--${boundary}${CRLF}Content-Disposition: form-data; name="${quoted(name)}"${CRLF}${CRLF}${crlf(value)}${CRLF}`);
  }
  if (item.resume) {
    const fileName = quoted(item.resumeFileName ?? 'resume');
    const type = item.resume.type || 'application/octet-stream';
    parts.push(
      `--${boundary}${CRLF}Content-Disposition: form-data; name="resume"; filename="${fileName}"${CRLF}Content-Type: ${type}${CRLF}${CRLF}`,
      item.resume,
      CRLF,
    );
  }
  parts.push(`--${boundary}--${CRLF}`);
  const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
  return { contentType: `multipart/form-data; boundary=${boundary}`, bytes };
}

/** The body of an item's POST: JSON for an enquiry, multipart with the resume for an application. */
export async function submissionBody(item: OutboxItem): Promise<SubmissionBody> {
  if (item.kind === 'enquiry') return { contentType: 'application/json', bytes: encoder.encode(JSON.stringify(item.fields)) };
  return multipartBody(item);
}

/**
 * The body's SHA-256 in base64, for Content-Digest; null where the browser offers no Web Crypto
 * (a page over plain http on a LAN address): the server then compares the content once read.
 */
export async function sha256Base64(bytes: Uint8Array<ArrayBuffer>): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined;
  if (!subtle) return null;
  const digest = new Uint8Array(await subtle.digest('SHA-256', bytes));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary);
}
