import type { MessagePort } from 'node:worker_threads';

import type { ResumeContentCheck } from '../../src/domain/resume';

/**
 * One application body as it crosses to a worker thread: the whole multipart body, moved, not
 * copied. The thread parses it and checks the resume there, so no step that grows with the size of
 * an upload (the multipart parse takes 50-100 ms of one core per 5 MB, the content check more)
 * runs on the event loop that answers every other request.
 */
export interface ApplicationBodyTask {
  body: Uint8Array<ArrayBuffer>;
  /** The request's Content-Type, with the multipart boundary. */
  contentType: string;
  /** Told once the work starts, so the time limit counts it and not the wait for a free thread. */
  started: MessagePort;
}

/** The resume file of a form, as the route needs it to decide and store. */
export interface ReceivedResume {
  /** The name the browser sent (cleaned by the check before it is stored). */
  name: string;
  bytes: Uint8Array;
  sha256: string;
  /** The content check's verdict. */
  content: ResumeContentCheck;
}

/** What a thread read: null when the body is not a readable multipart form. */
export type ApplicationBody = {
  /** The first text value of each field (files left out), ready for a zod schema. */
  fields: Record<string, string>;
  /** The `resume` field when it is a file; absent, or a text value, is none. */
  resume: ReceivedResume | null;
} | null;

export type ResumeCheck = (fileName: string, bytes: Uint8Array) => Promise<ResumeContentCheck>;
