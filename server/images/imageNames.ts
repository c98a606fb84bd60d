import { createHash } from 'node:crypto';

import type { ImageKind } from '../../src/domain/images';
import { IMAGE_KINDS } from '../../src/domain/images';
import type { StoredImage } from '../repositories/images';

/**
 * Names of uploaded images: `img-<32 hex>.<ext>`. An upload is named by its content (the first 128
 * bits of its SHA-256), so a name always means the same bytes and its URL can be cached for good.
 * Images uploaded by earlier versions keep their random names of the same form, each also written
 * once and never changed. Either way nobody can name a file the server did not make.
 */
const UPLOADED_IMAGE_NAME = /^img-[0-9a-f]{32}\.(png|jpg|webp)$/;

/** Hex SHA-256 of an image's bytes: its strong ETag, and the start of its name. */
export function imageHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function contentImageName(sha256: string, extension: 'png' | 'jpg' | 'webp'): string {
  return `img-${sha256.slice(0, 32)}.${extension}`;
}

/** True for a name an upload could have been given: the only names looked for among uploaded images. */
export function isUploadedImageName(name: string): boolean {
  return UPLOADED_IMAGE_NAME.test(name);
}

/** The row an accepted upload becomes: named by its content, typed by what its bytes are (src/domain/images.ts). */
export function uploadedImage(bytes: Uint8Array, kind: ImageKind): StoredImage {
  const sha256 = imageHash(bytes);
  const { type, extension } = IMAGE_KINDS[kind];
  return { name: contentImageName(sha256, extension), contentType: type, sha256, bytes };
}
