import { apiPaths, resourceOfPath } from '../../contract/paths';
import type { Resource } from '../../contract/resources';
import { formatAge } from '../../i18n/format/formatAge';
import type { MessageId } from '../../i18n/messageIds';
import type { Translate } from '../../i18n/useT';
import type { SavedCopy } from './freshness';

/** The words of the offline banner ("Offline — showing jobs saved 2 h ago"). Pure, for tests. */

const WORDS: Record<Resource, { list: MessageId; one: MessageId }> = {
  jobs: { list: 'banner.whatJobs', one: 'banner.whatJob' },
  companies: { list: 'banner.whatCompanies', one: 'banner.whatCompany' },
  articles: { list: 'banner.whatArticles', one: 'banner.whatArticle' },
};

/** What an API path shows, in words: "jobs" for the list, "this job" for one. */
export function describeApiPath(t: Translate, path: string): string {
  const pathname = path.split('?')[0] ?? path;
  // The job filters' options are read from the jobs: a saved copy of them is of the jobs.
  if (pathname === apiPaths.jobOptions) return t(WORDS.jobs.list);
  const found = resourceOfPath(pathname);
  if (!found) return t('banner.whatPages');
  const words = WORDS[found.resource];
  return t(found.detail ? words.one : words.list);
}

export function connectivityBanner(t: Translate, online: boolean, latest: SavedCopy | null, now: number): string | null {
  if (latest) {
    const values = { what: describeApiPath(t, latest.path), age: formatAge(t, Math.max(0, now - latest.savedAt)) };
    return t(online ? 'banner.unreachable' : 'banner.offline', values);
  }
  return online ? null : t('banner.offlineNothing');
}
