import { readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { Handler } from 'hono';
import { UPLOADS_PREFIX } from '../../src/contract/paths';
import { errorResponse } from './errors';
import type { FileEntry } from './fileBodies';
import { fileBody, fileEntry } from './fileBodies';
import { sendPrepared } from './preparedBody';

const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.gif', '.svg', '.avif']);

/** Images keep their names for good; a day fresh, then revalidated by ETag in the background. */
export const UPLOADS_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * The names of the image files in `dir`, read once at start. Only these names are ever served,
 * so `..`, encoded traversal, absolute paths and anything else simply is not in the list.
 */
export function listUploads(dir: string): Map<string, FileEntry> {
  const files = new Map<string, FileEntry>();
  let dirents;
  try {
    dirents = readdirSync(dir, { withFileTypes: true });
  } catch {
    return files; // no uploads folder: no images
  }
  for (const d of dirents) {
    if (d.isFile() && !d.name.startsWith('.') && IMAGE_EXTENSIONS.has(extname(d.name).toLowerCase())) {
      files.set(d.name, fileEntry(join(dir, d.name)));
    }
  }
  return files;
}

function lookup(files: Map<string, FileEntry>, name: string): FileEntry | undefined {
  const direct = files.get(name);
  if (direct) return direct;
  // The router decodes all but reserved characters; a name sent through encodeURIComponent may still carry some.
  try {
    return files.get(decodeURIComponent(name));
  } catch {
    return undefined;
  }
}

export function uploadsHandler(dir: string): Handler {
  const files = listUploads(dir);
  const prefix = `${UPLOADS_PREFIX}/`;
  return async (c) => {
    const entry = lookup(files, c.req.path.slice(prefix.length));
    if (!entry) return errorResponse(c, 404, { message: 'The image was not found.' });
    return sendPrepared(c, await fileBody(entry), UPLOADS_CACHE_CONTROL);
  };
}
