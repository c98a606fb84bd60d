import { API_BASE_URL } from '../../config/apiBase';

/** The server's readiness check: 200 when it can serve, 503 while its database is not ready (docs/DEPLOY.md). */
export const PROBE_PATH = '/readyz';
/**
 * The one reason /readyz gives for a 503 that does not concern submissions (docs/DEPLOY.md): after a
 * start the server loads its page render in the background, several seconds on a busy machine,
 * while the API already takes submissions. Waiting for it kept a restarted server's queue 10 s.
 */
export const READY_FOR_SUBMISSIONS_REASONS: readonly string[] = ['page render not loaded'];
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

/** Whether a 503 from the readiness check still says the API takes submissions (its body names the reason). */
async function readyForSubmissions(response: Response): Promise<boolean> {
  if (response.status !== 503) return false;
  const body = (await response.json().catch(() => null)) as { reason?: unknown } | null;
  return typeof body?.reason === 'string' && READY_FOR_SUBMISSIONS_REASONS.includes(body.reason);
}

/**
 * Whether the server answers at all and says it can take submissions: asked before a submission that failed
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
    if (response.status < 500) {
      await response.body?.cancel().catch(() => undefined);
      return true;
    }
    return await readyForSubmissions(response);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
