import type { RouteHandlerCallbackOptions } from 'workbox-core/types';

import {
  forgetSavedResponse,
  notSavedAnswer,
  readSavedResponse,
  savedCopyAnswer,
  saveResponse,
} from '../src/offline/savedResponses';
import { labFetch } from './networkLab/labFetch';
import { windowFromSavedList } from './offlineWindow';

/**
 * GET /api/*: network first with a short timeout, falling back to the copy saved on this device
 * (docs/OFFLINE.md). A patchy mobile network is the normal case, so a slow answer (over 4 s) is
 * replaced by the saved copy at once; the network answer, when it comes, still refreshes the copy.
 */
export const API_TIMEOUT_MS = 4_000;

type Outcome = { kind: 'answer'; response: Response } | { kind: 'failed' } | { kind: 'slow' };

export interface SavedCopyRouteOptions {
  /** Called after a fresh answer was saved (the worker fetches a list's details then). */
  afterSave?: (url: string, body: string) => Promise<void>;
  /** How long the network may take before the saved copy is served (default API_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** Saves a 200, forgets a copy the server says is gone; other answers leave the copy alone. */
async function remember(url: string, response: Response, options: SavedCopyRouteOptions): Promise<void> {
  if (response.status === 200) {
    const saved = await saveResponse(url, response);
    await options.afterSave?.(url, saved.body);
  } else if (response.status === 404 || response.status === 410) {
    await forgetSavedResponse(url);
  }
}

export function savedCopyHandler(options: SavedCopyRouteOptions = {}) {
  return async ({ request, event }: RouteHandlerCallbackOptions): Promise<Response> => {
    const url = request.url;
    // Keep the worker alive until the answer is saved, even after the page got its response.
    let finish: () => void = () => undefined;
    event.waitUntil(new Promise<void>((resolve) => (finish = resolve)));

    const network = labFetch(request).then(
      (response): Outcome => {
        void remember(url, response.clone(), options)
          .catch(() => undefined)
          .finally(finish);
        return { kind: 'answer', response };
      },
      (): Outcome => {
        finish();
        return { kind: 'failed' };
      },
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slow = new Promise<Outcome>(
      (resolve) => (timer = setTimeout(() => resolve({ kind: 'slow' }), options.timeoutMs ?? API_TIMEOUT_MS)),
    );

    const first = await Promise.race([network, slow]);
    clearTimeout(timer);

    if (first.kind === 'answer' && first.response.status < 500) return first.response;
    // A window of a list is cut from the device's copy of the whole list first: it holds every item.
    const window = await windowFromSavedList(url);
    if (window) return window;
    const saved = await readSavedResponse(url).catch(() => undefined);
    if (saved) return savedCopyAnswer(saved);
    if (first.kind === 'answer') return first.response; // a 5xx, and nothing better to show
    if (first.kind === 'failed') return notSavedAnswer();
    // Slow and never saved: the network is all there is, so keep waiting for it.
    const late = await network;
    return late.kind === 'answer' ? late.response : notSavedAnswer();
  };
}
