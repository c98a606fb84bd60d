import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { apiPaths } from '../../src/contract/paths';
import type { ResumeExtension } from '../../src/domain/resume';
import { formatMegabytes, RESUME_EXTENSIONS, RESUME_MIME_TYPES, resumeContentMatches, resumeExtension } from '../../src/domain/resume';
import { applicationFieldsSchema, fieldErrors } from '../../src/domain/submissions';
import { createdAnswer, sendOutcome } from '../http/answers';
import { invalidFields, limitBody, readForm, requireMediaType, textFields } from '../http/bodies';
import { ApiError } from '../http/errors';
import type { IdempotentWrites } from '../http/idempotency';
import { checkIdempotencyKey, idempotencyKeyOf, requestHash } from '../http/idempotency';
import type { StoredResume } from '../repositories/applications';
import { insertApplication } from '../repositories/applications';

/** Room for the text fields and multipart framing on top of the resume itself. */
export const APPLICATION_FIELDS_OVERHEAD_BYTES = 64 * 1024;
export const APPLICATION_SENT_MESSAGE = 'Application submitted successfully!';
const MAX_FILE_NAME_LENGTH = 255;
const ALLOWED = RESUME_EXTENSIONS.join(', ');

function tooLarge(maxBytes: number): string {
  return `The resume is larger than ${formatMegabytes(maxBytes)}. Please upload a smaller file.`;
}

/** The resume after its checks: required and named (400), within the limit (413), a real .pdf/.doc/.docx (415). */
async function checkResume(value: FormDataEntryValue | null, maxBytes: number, errors: Record<string, string>): Promise<StoredResume | null> {
  if (value === null || typeof value === 'string') {
    errors.resume = 'Resume is required';
    return null;
  }
  const name = value.name.trim();
  if (value.size === 0) errors.resume = 'The resume file is empty';
  else if (!name || name.length > MAX_FILE_NAME_LENGTH) errors.resume = `The resume's file name must be 1 to ${MAX_FILE_NAME_LENGTH} characters`;
  if (Object.keys(errors).length > 0) return null; // fix the fields first: a 400 lists them all
  if (value.size > maxBytes) throw new ApiError(413, tooLarge(maxBytes));
  const ext: ResumeExtension | null = resumeExtension(name);
  if (!ext) throw new ApiError(415, `The resume must be a ${ALLOWED} file.`);
  const bytes = Buffer.from(await value.arrayBuffer());
  if (!resumeContentMatches(ext, bytes.subarray(0, 16))) {
    throw new ApiError(415, `The resume is not a real ${ext} file. Please upload a ${ALLOWED} document.`);
  }
  return { name, type: RESUME_MIME_TYPES[ext], bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** POST application (SPEC.md §7): multipart fields plus `resume`, stored with the resume in one row. */
export function applicationRoutes(writes: IdempotentWrites, resumeMaxBytes: number, now: () => Date): Hono {
  const app = new Hono();
  app.post(
    apiPaths.application,
    checkIdempotencyKey(),
    requireMediaType('multipart/form-data', 'Send the application as a form with the resume attached (multipart/form-data).'),
    limitBody(resumeMaxBytes + APPLICATION_FIELDS_OVERHEAD_BYTES, tooLarge(resumeMaxBytes)),
    async (c) => {
      const form = await readForm(c);
      const parsed = applicationFieldsSchema.safeParse(textFields(form));
      const errors = parsed.success ? {} : fieldErrors(parsed.error);
      const resume = await checkResume(form.get('resume'), resumeMaxBytes, errors);
      if (!parsed.success || !resume) throw invalidFields(errors);
      const fields = parsed.data;
      const hash = requestHash({ fields, resumeName: resume.name, resumeSha256: resume.sha256 });
      const outcome = await writes.run({ route: apiPaths.application, key: idempotencyKeyOf(c), requestHash: hash }, async (trx) =>
        createdAnswer(await insertApplication(trx, fields, resume, now()), APPLICATION_SENT_MESSAGE),
      );
      return sendOutcome(c, outcome);
    },
  );
  return app;
}
