import { wireDecoders, type WireObject } from '../src/contract/wire';
import { searchableJob } from '../src/domain/searchableJob';
import { buildJobSearchIndex, type JobSearchIndex } from '../src/offline/jobSearchIndex';
import { readSavedDetails } from '../src/offline/savedResponses';

/**
 * The keyword search answered on the device (docs/OFFLINE.md): an index over the device's copy of
 * the job list, with each job's description and sections where the device saved its details. Built
 * in the worker, off the page's main thread, on the first search offline, and kept until the saved
 * list changes (its saved time names it).
 */
let built: { savedAt: number; index: Promise<JobSearchIndex> } | undefined;

const parse = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};

async function build(listUrl: string, items: readonly WireObject[]): Promise<JobSearchIndex> {
  const details = new Map<number, WireObject>();
  for (const saved of await readSavedDetails(listUrl).catch(() => [])) {
    const body = parse(saved.body);
    if (typeof body === 'object' && body !== null && !Array.isArray(body))
      details.set(Number(saved.url.slice(listUrl.length + 1)), body as WireObject);
  }
  return buildJobSearchIndex(
    items.map((item) => {
      const job = wireDecoders.jobs.summary(item);
      const detail = details.get(job.id);
      return searchableJob(job, detail ? wireDecoders.jobs.detail(detail) : undefined);
    }),
  );
}

/** The device's search index for the saved job list `listUrl` (saved at `savedAt`, holding `items`). */
export function offlineJobSearch(listUrl: string, savedAt: number, items: readonly WireObject[]): Promise<JobSearchIndex> {
  if (built?.savedAt !== savedAt) built = { savedAt, index: build(listUrl, items) };
  return built.index;
}
