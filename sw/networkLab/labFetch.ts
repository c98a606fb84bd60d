import { API_BASE_URL } from '../../src/config/apiBase';
import { IDEMPOTENCY_HEADER } from '../../src/contract/paths';
import { activeLab, type LabFault, labFault } from '../../src/domain/networkLab';
import { labSettings } from './labState';

declare const self: { location: { origin: string; href: string } };

/** This site's server: its own origin and the API's (VITE_API_BASE_URL may name another host). */
function isOurServer(url: string): boolean {
  const origin = new URL(url).origin;
  return origin === self.location.origin || (API_BASE_URL !== '' && origin === new URL(API_BASE_URL, self.location.href).origin);
}

/** Submissions whose answer the lab already dropped once (this worker's life): their resend goes through. */
const answersLost = new Set<string>();

function networkError(why: string): TypeError {
  // What fetch rejects with when the connection fails, so callers treat it exactly as a real one.
  return new TypeError(`Failed to fetch (network lab: ${why})`);
}

function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    });
  });
}

/** What the lab does to this request now (a pass with no delay when no simulation is on). */
export async function faultFor(request: Request): Promise<LabFault> {
  const now = Date.now();
  const lab = activeLab(await labSettings(), now);
  if (lab === null) return { kind: 'pass', delayMs: 0 };
  const key = request.method === 'GET' ? null : request.headers.get(IDEMPOTENCY_HEADER);
  const fault = labFault(
    lab,
    { toOurServer: isOurServer(request.url), firstSubmission: key !== null && !answersLost.has(key) },
    now,
    Math.random(),
  );
  if (fault.kind === 'loseAnswer' && key !== null) answersLost.add(key);
  return fault;
}

/** The 503 a busy server answers, with its Retry-After. */
export function busyAnswer(retryAfterS: number): Response {
  return new Response(JSON.stringify({ message: 'The server is busy (simulated by the network lab).' }), {
    status: 503,
    headers: { 'Content-Type': 'application/json', 'Retry-After': String(retryAfterS) },
  });
}

/**
 * fetch as the network lab makes it behave on this device (docs/OFFLINE.md, "Testing on a phone"):
 * every request the worker sends or passes on goes through here instead of fetch. With no simulation
 * on it is fetch. Nothing leaves this browser that would not have left it anyway: the lab only
 * fails, delays or answers requests itself, and "answer lost" sends the request as it is.
 */
export async function labFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const fault = await faultFor(request);
  switch (fault.kind) {
    case 'fail':
      throw networkError('no connection');
    case 'busy':
      return busyAnswer(fault.retryAfterS);
    case 'loseAnswer': {
      const response = await fetch(request);
      // The server has stored it; the device never hears so.
      await response.body?.cancel().catch(() => undefined);
      throw networkError('answer lost');
    }
    case 'pass':
      await wait(fault.delayMs, init?.signal ?? request.signal);
      return fetch(request);
  }
}
