import { Hono } from 'hono';

import { apiPaths } from '../../src/contract/paths';
import type { ResumeProblemKind } from '../../src/domain/resume';
import { resumeFileProblem, resumeMessages } from '../../src/domain/resume';
import { applicationFieldsSchema, fieldErrors } from '../../src/domain/submissions';
import { limitBody } from '../bodies/bodyLimit';
import { FORM_UNREADABLE_MESSAGE, readBody } from '../bodies/readBody';
import type { RequestGuards } from '../config';
import type { Db } from '../db/connect';
import { requireMediaType } from '../guards/mediaType';
import { perClientRate } from '../guards/perClientRate';
import { resumeQuota } from '../guards/resumeQuota';
import { requireSameOrigin } from '../guards/sameOrigin';
import { uploadSlots } from '../guards/uploadSlots';
import { ApiError, invalidFields } from '../http/errors';
import type { StoredResume } from '../repositories/applications';
import { insertApplication } from '../repositories/applications';
import { LimitWindows } from '../repositories/limitWindows';
import { resumeBytesSince } from '../repositories/resumeBytes';
import { ResumeCheckOverLimit } from '../resumeChecks/overLimit';
import type { ResumeChecks } from '../resumeChecks/pool';
import type { ApplicationBody, ReceivedResume } from '../resumeChecks/task';
import { verifiedDigest } from '../writes/bodyDigest';
import { idempotencyKeyOf, requestHash } from '../writes/idempotencyKey';
import type { IdempotentWrites } from '../writes/idempotentWrites';
import { createdAnswer, sendOutcome } from '../writes/postAnswers';
import { checkStoredKey } from '../writes/storedKeyCheck';

/** Room for the text fields and multipart framing on top of the resume itself. */
export const APPLICATION_FIELDS_OVERHEAD_BYTES = 64 * 1024;
export const APPLICATION_SENT_MESSAGE = 'Application submitted successfully!';

/** A missing or empty resume is a field error (400, listed with the others); the rest stop the request. */
const STATUS: Record<ResumeProblemKind, 400 | 413 | 415> = {
  required: 400,
  empty: 400,
  'too-large': 413,
  'wrong-type': 415,
  content: 415,
};

/**
 * The resume after the domain's checks (src/domain/resume/), the ones the web app ran before sending,
 * in the order the page reports them: a missing or empty file beside the fields' errors (400), then
 * its size and name, then its content. The content was checked on the thread that read the body.
 */
function acceptedResume(received: ReceivedResume | null, maxBytes: number, errors: Record<string, string>): StoredResume | null {
  const file = received && { name: received.name, size: received.bytes.length };
  const problem = resumeFileProblem(file, maxBytes);
  if (problem && STATUS[problem.kind] === 400) errors.resume = problem.message;
  if (!received || Object.keys(errors).length > 0) return null; // fix the fields first: a 400 lists them all
  if (problem) throw new ApiError(STATUS[problem.kind], problem.message);
  const checked = received.content;
  if (!checked.ok) throw new ApiError(STATUS[checked.problem.kind], checked.problem.message);
  // Stored under the cleaned name (no path, no control characters, bounded, the detected type's extension).
  // A Buffer over the thread's bytes, not a copy of them.
  const { buffer, byteOffset, byteLength } = received.bytes;
  return {
    name: checked.fileName,
    type: checked.mimeType,
    bytes: Buffer.from(buffer, byteOffset, byteLength),
    sha256: received.sha256,
  };
}

/**
 * The body parsed and its resume checked on a worker thread (server/resumeChecks/): a body the
 * thread could not finish within its time or memory limit is refused with 422 (a document we could
 * not finish reading, not a wrong type); one that is not a form, 400.
 */
async function readApplication(
  checks: ResumeChecks,
  body: Uint8Array<ArrayBuffer>,
  contentType: string,
): Promise<NonNullable<ApplicationBody>> {
  const read = await checks.readApplication(body, contentType).catch((err: unknown) => {
    throw err instanceof ResumeCheckOverLimit ? new ApiError(422, err.message) : err;
  });
  if (!read) throw new ApiError(400, FORM_UNREADABLE_MESSAGE);
  return read;
}

export interface ApplicationDeps {
  db: Db;
  writes: IdempotentWrites;
  /** The abuse limits (config.ts). */
  guards: RequestGuards;
  resumeMaxBytes: number;
  /** Where resumes' content is checked: the worker-thread pool. */
  resumeChecks: ResumeChecks;
  now: () => Date;
}

/**
 * POST application (docs/PRODUCT.md §7): multipart fields plus `resume`, stored with the resume in
 * one row. Its whole chain, in order; all but the last step run before the body is read:
 * another site's page (403); a client over its rate (429), counted for every request, keyed or
 * not; a malformed Idempotency-Key or Content-Digest (400), a resend of a stored key answered from
 * the store, or another body under it refused (422), by its Content-Digest alone (storedKeyCheck.ts);
 * the day's resume quota (429); too many uploads at once (503, its rate hit given back); not a form
 * (415); too large (413); then the body is read, its digest verified (400), checked and stored once
 * per key.
 */
export function applicationRoutes(deps: ApplicationDeps): Hono {
  const { db, writes, guards, resumeMaxBytes, resumeChecks, now } = deps;
  const app = new Hono();
  app.post(
    apiPaths.application,
    requireSameOrigin(),
    perClientRate({
      window: new LimitWindows(db).bucket('applications', {
        limit: guards.applicationsPerWindow,
        windowMs: guards.windowSeconds * 1000,
      }),
      trustedProxies: guards.trustedProxies,
      now,
      what: 'applications',
    }),
    checkStoredKey(writes, apiPaths.application),
    resumeQuota((since) => resumeBytesSince(db.kysely, since), guards.resumeBytesPerDay, now),
    uploadSlots(guards.concurrentUploads),
    requireMediaType('multipart/form-data', 'Send the application as a form with the resume attached (multipart/form-data).'),
    limitBody(resumeMaxBytes + APPLICATION_FIELDS_OVERHEAD_BYTES, resumeMessages.tooLarge(resumeMaxBytes)),
    async (c) => {
      const body = await readBody(c);
      const bodyDigest = verifiedDigest(c, body);
      const read = await readApplication(resumeChecks, body, c.req.header('content-type') ?? '');
      const parsed = applicationFieldsSchema.safeParse(read.fields);
      const errors = parsed.success ? {} : fieldErrors(parsed.error);
      const resume = acceptedResume(read.resume, resumeMaxBytes, errors);
      if (!parsed.success || !resume) throw invalidFields(errors);
      const fields = parsed.data;
      const hash = requestHash({ fields, resumeName: resume.name, resumeSha256: resume.sha256 });
      const outcome = await writes.run(
        { route: apiPaths.application, key: idempotencyKeyOf(c), requestHash: hash, bodyDigest },
        async (trx) => createdAnswer(await insertApplication(trx, fields, resume, now()), APPLICATION_SENT_MESSAGE),
      );
      return sendOutcome(c, outcome);
    },
  );
  return app;
}
