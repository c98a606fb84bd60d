import { existsSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';

import type { Handler } from 'hono';

import { UPLOADS_PREFIX } from '../../src/contract/paths';
import { errorResponse } from '../http/errors';
import type { FileEntry } from '../http/fileBodies';
import { fileBody, fileEntry } from '../http/fileBodies';
import { sendPrepared } from '../http/preparedBody';
import { isUploadedImageName } from './imageNames';

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

/**
 * Serves the images that ship with the server (`dir`, listed once) and those staff uploaded since
 * (`imagesDir`, under DATA_DIR): only server-made names are looked for there, so nothing else in
 * that folder can ever be reached.
 */
export function uploadsHandler(dir: string, imagesDir?: string): Handler {
  const files = listUploads(dir);
  const prefix = `${UPLOADS_PREFIX}/`;
  const uploaded = (name: string): FileEntry | undefined => {
    if (!imagesDir || !isUploadedImageName(name)) return undefined;
    const path = join(imagesDir, name);
    if (!existsSync(path)) return undefined;
    const entry = fileEntry(path);
    files.set(name, entry); // a name is never reused, so the entry stays right
    return entry;
  };
  return async (c) => {
    const name = c.req.path.slice(prefix.length);
    const entry = lookup(files, name) ?? uploaded(name);
    if (!entry) return errorResponse(c, 404, { message: 'The image was not found.' });
    return sendPrepared(c, await fileBody(entry), UPLOADS_CACHE_CONTROL);
  };
}
