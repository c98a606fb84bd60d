import type { Dirent } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

import { checkImage, IMAGE_KINDS, IMAGE_MAX_BYTES } from '../../src/domain/images';
import type { Db } from '../db/connect';
import type { Logger } from '../http/logger';
import { findImageTag, saveImage } from '../repositories/images';
import { imageHash, isUploadedImageName } from './imageNames';

/**
 * Start-up, right after the migrations: moves the images an earlier version kept in `dir`
 * (DATA_DIR/uploads) into the database under their own names, so the pages' URLs keep working on
 * every instance. The files are left in place: an older release rolled back still finds them, and
 * a later start skips every name already stored without reading its file. A file that cannot be
 * read or is not an image the upload would accept is logged and skipped; start-up goes on.
 */
export async function moveInUploads(db: Db, dir: string, logger: Logger, now: Date): Promise<void> {
  let dirents: Dirent[];
  try {
    dirents = await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if (!isMissing(err)) logger.error(`could not list ${dir}; its images were not moved into the database`, err);
    return;
  }
  let moved = 0;
  for (const d of dirents) {
    const path = join(dir, d.name);
    // The earlier version served only names it made; anything else there was never an image of the site.
    if (!isUploadedImageName(d.name)) continue;
    if (await findImageTag(db.kysely, d.name)) continue;
    const read = await readUpload(path);
    if ('skipped' in read) {
      logger.info(`skipped ${path}: ${read.skipped}`);
      continue;
    }
    const check = checkImage(read.bytes);
    if (!check.ok) {
      logger.info(`skipped ${path}: ${check.message}`);
      continue;
    }
    const { bytes } = read;
    const contentType = IMAGE_KINDS[check.image.kind].type;
    await saveImage(db.kysely, { name: d.name, contentType, sha256: imageHash(bytes), bytes }, now);
    moved += 1;
  }
  if (moved > 0) logger.info(`moved ${moved} uploaded image(s) from ${dir} into the database (the files are left in place)`);
}

/** The file's bytes, or why it is skipped. A file over the upload limit is refused unread. */
async function readUpload(path: string): Promise<{ bytes: Uint8Array } | { skipped: string }> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return { skipped: 'not a file' };
    if (info.size > IMAGE_MAX_BYTES) return { skipped: `larger than the upload limit of ${IMAGE_MAX_BYTES} bytes` };
    return { bytes: await readFile(path) };
  } catch (err) {
    return { skipped: `unreadable (${err instanceof Error ? err.message : String(err)})` };
  }
}

function isMissing(err: unknown): boolean {
  return err instanceof Error && 'code' in err && err.code === 'ENOENT';
}
