import { Hono } from 'hono';

import { apiPaths } from '../../src/contract/paths';
import { enquirySchema, fieldErrors } from '../../src/domain/submissions';
import { limitBody } from '../bodies/bodyLimit';
import { readJson } from '../bodies/readBody';
import type { RequestGuards } from '../config';
import type { Db } from '../db/connect';
import { requireMediaType } from '../guards/mediaType';
import { perClientRate } from '../guards/perClientRate';
import { requireSameOrigin } from '../guards/sameOrigin';
import { invalidFields } from '../http/errors';
import { insertEnquiry } from '../repositories/enquiries';
import { LimitWindows } from '../repositories/limitWindows';
import { checkIdempotencyKey, idempotencyKeyOf, markRepeat, requestHash } from '../writes/idempotencyKey';
import type { IdempotentWrites } from '../writes/idempotentWrites';
import { createdAnswer, sendOutcome } from '../writes/postAnswers';

/** An enquiry is five short fields; anything near this size is not one. */
const ENQUIRY_MAX_BYTES = 64 * 1024;
export const ENQUIRY_SENT_MESSAGE = 'Thank you! Our team will get back to you soon.';

export interface EnquiryDeps {
  db: Db;
  writes: IdempotentWrites;
  /** The abuse limits (config.ts). */
  guards: RequestGuards;
  now: () => Date;
}

/**
 * POST enquiry (docs/PRODUCT.md §7): JSON companyName, email, phone, jobTitle, description. Its
 * whole chain, in order: another site's page (403); a repeat of a stored Idempotency-Key noted, so
 * the rate limit does not count it; a client over its rate (429); a malformed key (400); not JSON
 * (415); too large (413); then the body is read, checked and stored once per key.
 */
export function enquiryRoutes(deps: EnquiryDeps): Hono {
  const { db, writes, guards, now } = deps;
  const app = new Hono();
  app.post(
    apiPaths.enquiry,
    requireSameOrigin(),
    markRepeat(writes, apiPaths.enquiry),
    perClientRate({
      window: new LimitWindows(db).bucket('enquiries', {
        limit: guards.enquiriesPerWindow,
        windowMs: guards.windowSeconds * 1000,
      }),
      trustedProxies: guards.trustedProxies,
      now,
      what: 'enquiries',
    }),
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
