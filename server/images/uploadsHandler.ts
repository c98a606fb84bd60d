import { readdirSync } from 'node:fs';
import { extname, join } from 'node:path';

import type { Handler } from 'hono';

import { UPLOADS_PREFIX } from '../../src/contract/paths';
import type { Db } from '../db/connect';
import { errorResponse } from '../http/errors';
import type { FileEntry } from '../http/fileBodies';
import { fileBody, fileEntry } from '../http/fileBodies';
import { sendPrepared } from '../http/preparedBody';
import { isUploadedImageName } from './imageNames';
import { storedImageAnswer } from './storedImageAnswer';

const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.gif', '.svg', '.avif']);

/**
 * The shipped images keep their names, but a release may redraw one: a day fresh, then revalidated
 * by ETag in the background. Uploaded images are immutable (storedImageAnswer.ts).
 */
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

/**
 * Serves the images that ship with the server (`dir`, listed once, the same on every instance) and
 * those staff uploaded (in the database, so any instance serves them): only upload-made names are
 * looked for there, so nothing else can be asked of the database.
 */
export function uploadsHandler(dir: string, db: Db): Handler {
  const files = listUploads(dir);
  const prefix = `${UPLOADS_PREFIX}/`;
  return async (c) => {
    const name = c.req.path.slice(prefix.length);
    const entry = lookup(files, name);
    if (entry) return sendPrepared(c, await fileBody(entry), UPLOADS_CACHE_CONTROL);
    const stored = isUploadedImageName(name) ? await storedImageAnswer(c, db, name) : undefined;
    return stored ?? errorResponse(c, 404, { message: 'The image was not found.' });
  };
}
