import { CONTENT_DIGEST_HEADER, sha256ContentDigest } from '../../contract/contentDigest';
import { apiPaths, IDEMPOTENCY_HEADER } from '../../contract/paths';
import type { OutboxItem } from '../item/outboxItem';
import { sha256Base64, submissionBody } from './submissionBody';

/**
 * The POST that delivers an item, the one place it is built (the pages' delivery and the service
 * worker's both call it): the same bytes on every attempt (submissionBody.ts) with their
 * Content-Digest, so the server can answer a resend, or refuse another body under the key, before
 * reading it.
 */
export async function deliveryRequest(item: OutboxItem, baseUrl: string, signal?: AbortSignal): Promise<Request> {
  const body = await submissionBody(item);
  const headers = new Headers({
    [IDEMPOTENCY_HEADER]: item.idempotencyKey,
    Accept: 'application/json',
    'Content-Type': body.contentType,
  });
  const digest = await sha256Base64(body.bytes);
  if (digest !== null) headers.set(CONTENT_DIGEST_HEADER, sha256ContentDigest(digest));
  const path = item.kind === 'enquiry' ? apiPaths.enquiry : apiPaths.application;
  return new Request(`${baseUrl}${path}`, { method: 'POST', headers, body: body.bytes, signal });
}
