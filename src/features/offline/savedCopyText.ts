import { formatAge } from '../../components/formatAge';
import { apiPaths, resourceOfPath } from '../../contract/paths';
import type { Resource } from '../../contract/resources';
import type { SavedCopy } from './freshness';

/** The words of the offline banner ("Offline — showing jobs saved 2 h ago"). Pure, for tests. */

const WORDS: Record<Resource, { list: string; one: string }> = {
  jobs: { list: 'jobs', one: 'this job' },
  companies: { list: 'employers', one: 'this employer' },
  articles: { list: 'articles', one: 'this article' },
};

/** What an API path shows, in words: "jobs" for the list, "this job" for one. */
export function describeApiPath(path: string): string {
  const pathname = path.split('?')[0] ?? path;
  // The job filters' options are read from the jobs: a saved copy of them is of the jobs.
  if (pathname === apiPaths.jobOptions) return WORDS.jobs.list;
  const found = resourceOfPath(pathname);
  if (!found) return 'pages';
  const words = WORDS[found.resource];
  return found.detail ? words.one : words.list;
}

export function connectivityBanner(online: boolean, latest: SavedCopy | null, now: number): string | null {
  if (latest) {
    const what = `showing ${describeApiPath(latest.path)} saved ${formatAge(Math.max(0, now - latest.savedAt))}`;
    return online ? `Cannot reach the server — ${what}` : `Offline — ${what}`;
  }
  return online ? null : 'Offline — showing what this device has saved';
}
