import type { Db } from '../db/connect';
import type { WindowKey, WindowRule } from '../repositories/limitWindows';
import { LimitWindows } from '../repositories/limitWindows';

/** After this many failed log-ins for one email, or from one address, within the window: 429. */
export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

const RULE: WindowRule = { limit: MAX_FAILURES, windowMs: FAILURE_WINDOW_MS };

/** Whom a log-in attempt counts against: its email and its client address, each a bucket of its own. */
export interface AttemptKeys {
  email: WindowKey;
  address: WindowKey;
}

export function attemptKeys(email: string, address: string): AttemptKeys {
  return { email: { bucket: 'login-email', key: email }, address: { bucket: 'login-address', key: address } };
}

/**
 * The log-in lockout, counted in the database every instance shares. An attempt is counted as a
 * failure before its password is checked, and given back when it turns out right: checking the
 * count, then the password, then recording the failure let 30 guesses sent at once all reach the
 * password check, since none was recorded yet when the others counted.
 */
export class Lockout {
  readonly #windows: LimitWindows;

  constructor(db: Db) {
    this.#windows = new LimitWindows(db);
  }

  /**
   * Reserves the attempt on the email and on the address together, or on neither: 0 when it may
   * check the password, else the seconds until the oldest failure that fills a key leaves the
   * window (the lock lifts then), and the attempt is not counted.
   */
  reserve(keys: AttemptKeys, at: Date): Promise<number> {
    return this.#windows.take([keys.email, keys.address], RULE, at);
  }

  /**
   * A right password: the address's reserved attempt is given back, and the account's failures
   * are forgiven (not the address's earlier ones: it may be a guesser's that got lucky).
   */
  async succeeded(keys: AttemptKeys, at: Date): Promise<void> {
    await this.#windows.giveBack(keys.address, at, RULE);
    await this.#windows.clear(keys.email);
  }
}
