import { Hono } from 'hono';

import { apiPaths } from '../../src/contract/paths';
import { enquirySchema, fieldErrors } from '../../src/domain/submissions';
import { limitBody } from '../bodies/bodyLimit';
import { parseJson, readBody } from '../bodies/readBody';
import type { RequestGuards } from '../config';
import type { Db } from '../db/connect';
import { requireMediaType } from '../guards/mediaType';
import { perClientRate } from '../guards/perClientRate';
import { requireSameOrigin } from '../guards/sameOrigin';
import { invalidFields } from '../http/errors';
import { insertEnquiry } from '../repositories/enquiries';
import { LimitWindows } from '../repositories/limitWindows';
import { verifiedDigest } from '../writes/bodyDigest';
import { idempotencyKeyOf, requestHash } from '../writes/idempotencyKey';
import type { IdempotentWrites } from '../writes/idempotentWrites';
import { createdAnswer, sendOutcome } from '../writes/postAnswers';
import { checkStoredKey } from '../writes/storedKeyCheck';

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
 * whole chain, in order: another site's page (403); a client over its rate (429), counted for every
 * request, keyed or not; a malformed Idempotency-Key or Content-Digest (400), a resend of a stored
 * key answered from the store, or another body under it refused (422), by its Content-Digest alone
 * (storedKeyCheck.ts); not JSON (415); too large (413); then the body is read, its digest verified
 * (400), checked and stored once per key.
 */
export function enquiryRoutes(deps: EnquiryDeps): Hono {
  const { db, writes, guards, now } = deps;
  const app = new Hono();
  app.post(
    apiPaths.enquiry,
    requireSameOrigin(),
    perClientRate({
      window: new LimitWindows(db).bucket('enquiries', {
        limit: guards.enquiriesPerWindow,
        windowMs: guards.windowSeconds * 1000,
      }),
      trustedProxies: guards.trustedProxies,
      now,
      what: 'enquiries',
    }),
    checkStoredKey(writes, apiPaths.enquiry),
    requireMediaType('application/json', 'Send the enquiry as JSON (Content-Type: application/json).'),
    limitBody(ENQUIRY_MAX_BYTES, 'The enquiry is too large. Please shorten the description.'),
    async (c) => {
      const body = await readBody(c);
      const bodyDigest = verifiedDigest(c, body);
      const parsed = enquirySchema.safeParse(parseJson(body));
      if (!parsed.success) throw invalidFields(fieldErrors(parsed.error));
      const enquiry = parsed.data;
      const outcome = await writes.run(
        { route: apiPaths.enquiry, key: idempotencyKeyOf(c), requestHash: requestHash(enquiry), bodyDigest },
        async (trx) => createdAnswer(await insertEnquiry(trx, enquiry, now()), ENQUIRY_SENT_MESSAGE),
      );
      return sendOutcome(c, outcome);
    },
  );
  return app;
}
