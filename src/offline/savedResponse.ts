/**
 * The last good (200) answer of one GET /api/* URL, kept so the app still shows it offline.
 * The body is kept as text: every API answer is JSON.
 */
export interface SavedResponse {
  /** The full request URL (origin, path and query): the store's key. */
  url: string;
  status: number;
  contentType: string;
  body: string;
  /** When it was saved (ms since epoch). */
  savedAt: number;
}

/** Header on an answer served from the saved copy: when that copy was saved (ISO 8601). */
export const SAVED_AT_HEADER = 'X-Saved-At';

/** Text of the 503 the worker answers when it has neither the network nor a saved copy. */
export const NOT_SAVED_MESSAGE = 'You are offline and this page has not been saved on this device yet.';
