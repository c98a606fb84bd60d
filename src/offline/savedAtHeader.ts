/**
 * The header by which the service worker marks an answer served from its saved copy (its value
 * is when it was saved). A module of its own: the page reads it without loading IndexedDB code.
 */
export const SAVED_AT_HEADER = 'X-Saved-At';
