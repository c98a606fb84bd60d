import { forgetSavedDetailsExcept } from '../src/offline/savedResponses';

/**
 * A fresh list (jobs, companies, articles) forgets the saved details of items it no longer has:
 * the offline copy's deltas report removals too (src/offline/offlineCopy.ts), but a list is the
 * first to know, and it also clears what a database since replaced left on the device.
 */

/** The ids of a list answer's items (the API's list items each carry a numeric id). */
export function listIds(body: string): number[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ids = parsed
    .map((item: unknown) => (typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined))
    .filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}

/** After a fresh list: forgets the saved details of items it no longer has (removed by staff). */
export async function forgetUnlisted(listUrl: string, body: string): Promise<number> {
  // An answer that is not a list says nothing about which items are gone.
  if (!body.trimStart().startsWith('[')) return 0;
  return forgetSavedDetailsExcept(listUrl, new Set(listIds(body)));
}
