import type { Db } from '../db/connect';
import type { WindowKey, WindowRule } from '../repositories/limitWindows';
import { LimitWindows } from '../repositories/limitWindows';

/** After this many failed log-ins on one key (account, network or device) within the window: 429. */
export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

const RULE: WindowRule = { limit: MAX_FAILURES, windowMs: FAILURE_WINDOW_MS };

/**
 * Password checks (right or wrong, with a device cookie or without) one network may cause per
 * window: the ceiling on what one IPv4 address or IPv6 /64 costs the server in scrypt (0.1 s and
 * 32 MiB each), whoever it is. A stranger reaches at most MAX_FAILURES of it, so it cannot use it
 * up for someone else on the same network; only log-ins with the password or a device cookie do.
 */
export const CHECKS_PER_NETWORK = 20;
const CHECKS_RULE: WindowRule = { limit: CHECKS_PER_NETWORK, windowMs: FAILURE_WINDOW_MS };

/**
 * Whom a log-in attempt counts against (docs/STAFF.md, "Lockout"):
 * - from a browser without a device cookie for the email: that email and the client's network (an
 *   IPv4 address, or an IPv6 address's /64, as the public forms' limits count it), so one /64 gets
 *   ten password checks per window whichever addresses and emails it uses, and one account ten
 *   from all strangers together;
 * - from a browser the account logged in from before (deviceCookie.ts): that device alone. The
 *   strangers' lock on the account does not stop it, so the owner keeps logging in while someone
 *   else guesses; a stolen device cookie still gets only ten guesses per window.
 */
export interface AttemptKeys {
  /** Counted together, before the password is checked. */
  counted: WindowKey[];
  /** Given back when the password is right. */
  givenBack: WindowKey;
  /** Forgiven when the password is right (a stranger's count on the account), or null. */
  forgiven: WindowKey | null;
  /** The network's password checks (CHECKS_PER_NETWORK), never given back: the check was made. */
  checks: WindowKey;
}

/** `network` is the client's limit key: an IPv4 address or an IPv6 /64 (guards/clientAddress.ts limitKey). */
export function attemptKeys(email: string, network: string, device: string | null): AttemptKeys {
  const checks = { bucket: 'login-checks', key: network };
  if (device !== null) {
    const key = { bucket: 'login-device', key: `${email} ${device}` };
    // A device's success does not forgive the account's count: that is the strangers' and stays.
    return { counted: [key], givenBack: key, forgiven: null, checks };
  }
  const account = { bucket: 'login-email', key: email };
  const byNetwork = { bucket: 'login-address', key: network };
  return { counted: [account, byNetwork], givenBack: byNetwork, forgiven: account, checks };
}

/**
 * The log-in lockout, counted in the database every instance shares. An attempt is counted as a
 * failure before its password is checked, and given back when it turns out right: checking the
 * count, then the password, then recording the failure let 30 guesses sent at once all reach the
 * password check, since none was recorded yet when the others counted. So every password check
 * (0.1 s and 32 MiB of scrypt) a stranger causes is one of a counted ten.
 */
export class Lockout {
  readonly #windows: LimitWindows;

  constructor(db: Db) {
    this.#windows = new LimitWindows(db);
  }

  /**
   * Reserves the attempt on all its keys together, or on none: 0 when it may check the password,
   * else the seconds until the oldest failure that fills a key leaves the window (the lock lifts
   * then), and the attempt is not counted.
   */
  async reserve(keys: AttemptKeys, at: Date): Promise<number> {
    // Under its own rule, so a take of its own; the failure keys' refusal gives it back at once.
    const overBudget = await this.#windows.take([keys.checks], CHECKS_RULE, at);
    if (overBudget > 0) return overBudget;
    const wait = await this.#windows.take(keys.counted, RULE, at);
    if (wait > 0) await this.#windows.giveBack(keys.checks, at, CHECKS_RULE);
    return wait;
  }

  /**
   * A right password: the network's (or device's) reserved attempt is given back, and the
   * account's failures are forgiven (not the network's earlier ones: it may be a guesser's that got lucky).
   */
  async succeeded(keys: AttemptKeys, at: Date): Promise<void> {
    await this.#windows.giveBack(keys.givenBack, at, RULE);
    if (keys.forgiven) await this.#windows.clear(keys.forgiven);
  }
}
