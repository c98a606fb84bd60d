import { API_BASE_URL } from '../config/apiBase';

/** The server's readiness check: 200 when it can serve, 503 while its database is not ready (docs/DEPLOY.md). */
export const PROBE_PATH = '/readyz';
/** A probe is tiny; one slower than this is as good as no answer. */
export const PROBE_TIMEOUT_MS = 5_000;

export interface ProbeOptions {
  fetch?: typeof fetch;
  baseUrl?: string;
}

/** Whether the server can be asked (the API on this origin): else every retry is sent as it is. */
export function canProbe(baseUrl: string = API_BASE_URL): boolean {
  return baseUrl === '';
}

/**
 * Whether the server answers at all and says it can serve: asked before a submission that failed
 * is sent again, so a server that is still down costs a retry a few hundred bytes, not a resume
 * upload (while the server does not answer, the retries come about every second: backoff.ts). It says
 * nothing about whether the submission will go through (a POST may still fail): the attempt then
 * tells. Never throws.
 * When the API lives on another host (VITE_API_BASE_URL) there may be no such check there, and its
 * answer would be cross-origin: every retry is then sent as it is.
 */
export async function serverAnswers(options: ProbeOptions = {}): Promise<boolean> {
  if (!canProbe(options.baseUrl)) return true;
  const send = options.fetch ?? fetch;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    const response = await send(PROBE_PATH, { cache: 'no-store', signal: controller.signal });
    await response.body?.cancel().catch(() => undefined);
    return response.status < 500;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
