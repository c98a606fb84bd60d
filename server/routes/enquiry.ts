import { Hono } from 'hono';

import { apiPaths } from '../../src/contract/paths';
import { enquirySchema, fieldErrors } from '../../src/domain/submissions';
import { createdAnswer, sendOutcome } from '../http/answers';
import { invalidFields, limitBody, readJson, requireMediaType } from '../http/bodies';
import type { IdempotentWrites } from '../http/idempotency';
import { checkIdempotencyKey, idempotencyKeyOf, requestHash } from '../http/idempotency';
import { insertEnquiry } from '../repositories/enquiries';

/** An enquiry is five short fields; anything near this size is not one. */
const ENQUIRY_MAX_BYTES = 64 * 1024;
export const ENQUIRY_SENT_MESSAGE = 'Thank you! Our team will get back to you soon.';

/** POST enquiry (docs/PRODUCT.md §7): JSON companyName, email, phone, jobTitle, description. */
export function enquiryRoutes(writes: IdempotentWrites, now: () => Date): Hono {
  const app = new Hono();
  app.post(
    apiPaths.enquiry,
    checkIdempotencyKey(),
    requireMediaType('application/json', 'Send the enquiry as JSON (Content-Type: application/json).'),
    limitBody(ENQUIRY_MAX_BYTES, 'The enquiry is too large. Please shorten the description.'),
    async (c) => {
      const parsed = enquirySchema.safeParse(await readJson(c));
      if (!parsed.success) throw invalidFields(fieldErrors(parsed.error));
      const enquiry = parsed.data;
      const outcome = await writes.run(
        { route: apiPaths.enquiry, key: idempotencyKeyOf(c), requestHash: requestHash(enquiry) },
        async (trx) => createdAnswer(await insertEnquiry(trx, enquiry, now()), ENQUIRY_SENT_MESSAGE),
      );
      return sendOutcome(c, outcome);
    },
  );
  return app;
}
