import { API_PREFIX } from './paths';
import { type Resource, RESOURCES } from './resources';

/**
 * GET /api/offline-copy: every job, company and article detail in a few large compressed chunks,
 * for a device's offline copy (docs/OFFLINE.md "The offline copy"). Shared by the server, which
 * answers it, and the worker, which reads it.
 *
 * - no `since`: the full copy; `since=<version>`: only what changed after that content version
 *   (a delta), removals included;
 * - each answer names `next`, the cursor of the following chunk (`after=<cursor>`, with the same
 *   `since`), or null on the last one; a run interrupted after a chunk resumes from its cursor;
 * - `version` is the content version the device holds once it has every chunk of this run: the
 *   `since` of its next delta.
 */
export const OFFLINE_COPY_PATH = `${API_PREFIX}/offline-copy`;

/** One detail, exactly the JSON its detail endpoint answers (`detail`), and where it belongs. */
export interface OfflineCopyItem {
  resource: Resource;
  id: number;
  detail: unknown;
}

export interface OfflineCopyRemoval {
  resource: Resource;
  id: number;
}

export interface OfflineCopyChunk {
  /** The content version this run reaches once every chunk is applied. */
  version: number;
  /** True when this is a full copy (no `since`, or a `since` from a database since replaced). */
  full: boolean;
  items: OfflineCopyItem[];
  /** Removed since `since`: only in a delta's first chunk. */
  removed: OfflineCopyRemoval[];
  /** `after` of the next chunk; null when this was the last. */
  next: string | null;
}

/**
 * A cursor: the run's target version, the resource and the last id sent, e.g. `812.jobs.2500`.
 * Opaque to the device, which only sends it back.
 */
export interface OfflineCopyCursor {
  version: number;
  resource: Resource;
  afterId: number;
}

export function formatCursor(cursor: OfflineCopyCursor): string {
  return `${cursor.version}.${cursor.resource}.${cursor.afterId}`;
}

const VERSION = /^(0|[1-9]\d{0,14})$/;
const ID = /^(0|[1-9]\d{0,9})$/;

/** A content version as sent in a query (a whole number, plainly written), else null. */
export function parseVersion(raw: string): number | null {
  return VERSION.test(raw) ? Number(raw) : null;
}

export function parseCursor(raw: string): OfflineCopyCursor | null {
  const [version = '', resource = '', afterId = '', ...rest] = raw.split('.');
  const found = RESOURCES.find((name) => name === resource);
  if (rest.length > 0 || found === undefined || !VERSION.test(version) || !ID.test(afterId)) return null;
  return { version: Number(version), resource: found, afterId: Number(afterId) };
}
