import { Hono } from 'hono';

import { VITALS_PATH } from '../../src/contract/vitals';
import { vitalsBeaconSchema } from '../../src/contract/vitalsBeacon';
import { limitBody } from '../bodies/bodyLimit';
import { parseJson, readBody } from '../bodies/readBody';
import type { RequestGuards } from '../config';
import type { Db } from '../db/connect';
import { requireMediaType } from '../guards/mediaType';
import { perClientRate } from '../guards/perClientRate';
import { requireSameOrigin } from '../guards/sameOrigin';
import { ApiError } from '../http/errors';
import { LimitWindows } from '../repositories/limitWindows';
import { VitalsStore } from '../repositories/vitals';

/** A beacon is a template's name and four numbers, some 150 bytes: anything near this is not one. */
export const VITALS_MAX_BYTES = 2 * 1024;

/** The measuring of real visits (config.ts: VITALS_SAMPLE_RATE). */
export interface VitalsSettings {
  /** The share of valid beacons kept, 0 to 1: the rest are answered the same and dropped. */
  sampleRate: number;
  /** Math.random unless a test decides. */
  random?: () => number;
}

export interface VitalsDeps {
  db: Db;
  guards: RequestGuards;
  vitals: VitalsSettings;
  now: () => Date;
}

export const NOT_A_BEACON_MESSAGE = "This is not a page's measurement.";

/**
 * POST /api/vitals: a visit's Core Web Vitals, sent with navigator.sendBeacon when its page is
 * hidden (src/features/vitals/). Its chain, in order: another site's page (403); a client over its
 * rate (429); not text/plain, the type sendBeacon gives a string, which needs no CORS preflight
 * (415); over VITALS_MAX_BYTES (413); not the beacon's shape, an unknown template or metric, a
 * value no browser measures (400). A valid beacon is answered 204 and, within the sample rate, added
 * to its template's day as counts (repositories/vitals.ts); nothing about the visitor is kept.
 */
export function vitalsRoutes(deps: VitalsDeps): Hono {
  const { db, guards, vitals, now } = deps;
  const store = new VitalsStore(db);
  const random = vitals.random ?? Math.random;
  const app = new Hono();
  app.post(
    VITALS_PATH,
    requireSameOrigin(),
    perClientRate({
      window: new LimitWindows(db).bucket('vitals', {
        // The default (config.ts, 120 in 10 minutes): a visit sends one beacon when its page is
        // hidden, however long it browses inside the app, so this is a dozen page loads a minute
        // from one network; beyond it a beacon is dropped (429), which costs a sample only. Kept
        // modest: the window's row holds the time of every hit (repositories/limitWindows.ts).
        limit: guards.vitalsPerWindow,
        windowMs: guards.windowSeconds * 1000,
      }),
      trustedProxies: guards.trustedProxies,
      now,
      what: 'measurements',
    }),
    requireMediaType('text/plain', 'Send the measurement as text/plain, as navigator.sendBeacon sends a string.'),
    limitBody(VITALS_MAX_BYTES, 'The measurement is too large.'),
    async (c) => {
      const parsed = vitalsBeaconSchema.safeParse(parseJson(await readBody(c)));
      if (!parsed.success) throw new ApiError(400, NOT_A_BEACON_MESSAGE);
      // Checked before sampling, so a broken beacon is refused whatever the rate.
      if (random() < vitals.sampleRate) await store.add(parsed.data, now());
      return c.body(null, 204);
    },
  );
  return app;
}
