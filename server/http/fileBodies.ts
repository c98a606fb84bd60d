import { readFile } from 'node:fs/promises';

import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import { getMimeType } from 'hono/utils/mime';

import type { PreparedBody } from './preparedBody';
import { prepareBody } from './preparedBody';

/** A file the server may send: known at start (a whitelist), read and prepared on first use. */
export interface FileEntry {
  absPath: string;
  contentType: string;
  body: Promise<PreparedBody> | undefined;
}

export function fileEntry(absPath: string): FileEntry {
  return { absPath, contentType: getMimeType(absPath) ?? 'application/octet-stream', body: undefined };
}

/** The file's prepared body, read once; a failed read is retried next time. */
export function fileBody(entry: FileEntry): Promise<PreparedBody> {
  if (!entry.body) {
    const compressible = COMPRESSIBLE_CONTENT_TYPE_REGEX.test(entry.contentType); // text, JSON, JS, CSS, SVG; not PNG/JPEG
    entry.body = readFile(entry.absPath).then((bytes) => prepareBody(bytes, entry.contentType, compressible));
    entry.body.catch(() => {
      entry.body = undefined;
    });
  }
  return entry.body;
}
