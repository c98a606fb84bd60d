import { newOutboxItem } from '../../../src/outbox/item/outboxItem';
import { deliveryRequest } from '../../../src/outbox/shared/deliveryRequest';
import type { ResumeFile } from './forms';
import { applicationFields, samplePdf, validEnquiry } from './forms';

/** A POST exactly as the web app's outbox sends it: its headers (key, type, Content-Digest) and bytes. */
export interface OutboxPost {
  headers: Record<string, string>;
  bytes: Uint8Array<ArrayBuffer>;
}

async function fromItem(item: Parameters<typeof deliveryRequest>[0]): Promise<OutboxPost> {
  const request = await deliveryRequest(item, 'http://localhost');
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => (headers[name] = value));
  return { headers, bytes: new Uint8Array(await request.arrayBuffer()) };
}

/** An application built by the outbox's own request builder (src/outbox/shared/deliveryAttempt.ts). */
export function outboxApplication(
  key: string,
  options: { fields?: Record<string, string>; resume?: ResumeFile } = {},
): Promise<OutboxPost> {
  const resume = options.resume ?? samplePdf;
  return fromItem(
    newOutboxItem(
      {
        kind: 'application',
        fields: { ...applicationFields, ...options.fields },
        resume: new Blob([resume.bytes as Uint8Array<ArrayBuffer>], { type: resume.type ?? 'application/pdf' }),
        resumeFileName: resume.name,
      },
      key,
      Date.now(),
    ),
  );
}

/** An enquiry built by the outbox's own request builder. */
export function outboxEnquiry(key: string, fields: Record<string, string> = {}): Promise<OutboxPost> {
  return fromItem(
    newOutboxItem(
      { kind: 'enquiry', fields: { ...validEnquiry, ...fields }, resume: null, resumeFileName: null },
      key,
      Date.now(),
    ),
  );
}

/** The whole post, for app.request or fetch. */
export function sendWhole(post: OutboxPost, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { ...post.headers, ...headers }, body: post.bytes };
}

/**
 * The post's headers and only its first `firstBytes` bytes: the body then never ends, as from a
 * client that stalls. `pulled()` says whether the server asked for anything past the first chunk:
 * a request answered without reading its body is answered with `pulled()` false, and at all (a
 * server that waited for the body would never answer it).
 */
export function sendHeld(
  post: OutboxPost,
  firstBytes = 100,
  headers: Record<string, string> = {},
): { init: RequestInit & { duplex: 'half' }; pulled: () => boolean; leave: () => void } {
  let pulled = false;
  let leave: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(post.bytes.slice(0, firstBytes));
        leave = () => controller.error(new Error('The client left.'));
      },
      pull() {
        pulled = true;
        return new Promise<void>(() => undefined);
      },
    },
    { highWaterMark: 1 },
  );
  return {
    init: { method: 'POST', headers: { ...post.headers, ...headers }, body, duplex: 'half' },
    pulled: () => pulled,
    /** The client goes away: the body fails, as a dropped connection's does. */
    leave: () => leave(),
  };
}
