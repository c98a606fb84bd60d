import { parseListQuery } from '../src/contract/listPages';
import { resourceOfPath } from '../src/contract/paths';
import { wireDecoders, type WireObject } from '../src/contract/wire';
import { jobMatches } from '../src/domain/jobFilters';
import { pageOfList } from '../src/domain/listWindow';
import { readSavedResponse, SAVED_AT_HEADER } from '../src/offline/savedResponses';
import { offlineJobSearch } from './offlineSearch';

/** The items whose ids `ids` names, in that order. */
function inOrder(items: readonly WireObject[], ids: readonly number[]): WireObject[] {
  const byId = new Map(items.map((item) => [Number(item.id), item]));
  return ids.map((id) => byId.get(id)).filter((item): item is WireObject => item !== undefined);
}

/**
 * A window of a list (src/contract/listPages.ts) answered on the device, when the network cannot
 * answer it: cut by the same rule as the server's (pageOfList, jobMatches) out of the device's
 * copy of the whole list, which the offline copy keeps (docs/OFFLINE.md). So every filter and every
 * "Show more" works offline, not only the windows this device happened to ask for online.
 * A keyword search (`q`) is answered by the device's own index (offlineSearch.ts).
 * Undefined when the URL is no window of a list, or the device has no copy of that list.
 */
export async function windowFromSavedList(url: string): Promise<Response | undefined> {
  const parsed = new URL(url);
  const target = resourceOfPath(parsed.pathname);
  if (target === null || target.detail) return undefined;
  const query = parseListQuery(target.resource, parsed.searchParams);
  if (query === null || !query.ok) return undefined;
  const saved = await readSavedResponse(`${parsed.origin}${parsed.pathname}`).catch(() => undefined);
  if (saved === undefined) return undefined;

  let list: unknown;
  try {
    list = JSON.parse(saved.body);
  } catch {
    return undefined;
  }
  if (!Array.isArray(list)) return undefined;
  const items = list.filter((item): item is WireObject => typeof item === 'object' && item !== null && !Array.isArray(item));
  const { filter, window, q } = query.query;
  const keep =
    target.resource === 'jobs' ? (item: WireObject) => jobMatches(wireDecoders.jobs.summary(item), filter) : () => true;
  const listUrl = `${parsed.origin}${parsed.pathname}`;
  const index = target.resource === 'jobs' && q ? await offlineJobSearch(listUrl, saved.savedAt, items) : null;
  const ranked = index?.search(q ?? '') ?? null;
  // A keyword search: its matches in rank order (as the server's), the counts of the whole list, and
  // when it found nothing, the searches close to it that the device's words offer (as the server does).
  const suggestions = index && ranked?.length === 0 ? index.suggest(q ?? '') : [];
  const page =
    ranked === null
      ? pageOfList(items, keep, window)
      : {
          ...pageOfList(inOrder(items, ranked), keep, { ...window, newestFirst: false }),
          total: items.length,
          ...(suggestions.length > 0 ? { suggestions } : {}),
        };
  return new Response(JSON.stringify(page), {
    status: 200,
    headers: { 'Content-Type': 'application/json', [SAVED_AT_HEADER]: new Date(saved.savedAt).toISOString() },
  });
}
