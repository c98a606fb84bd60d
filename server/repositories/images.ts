import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

/** An uploaded image as stored: written once under its name and never changed. */
export interface StoredImage {
  name: string;
  contentType: string;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  bytes: Uint8Array;
}

/** What a revalidation needs: the image's hash, without its bytes. */
export interface StoredImageTag {
  contentType: string;
  sha256: string;
}

/**
 * Stores an image unless one of that name is there already. Names are content-addressed or random
 * (server/images/imageNames.ts), so an existing row of the same name holds the same image: a
 * repeated upload, or two instances moving in the same file, change nothing.
 */
export async function saveImage(db: Kysely<Database>, image: StoredImage, now: Date): Promise<void> {
  await db
    .insertInto('images')
    .values({
      name: image.name,
      content_type: image.contentType,
      size: image.bytes.byteLength,
      sha256: image.sha256,
      bytes: image.bytes,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/** The image of that name with its bytes (at most IMAGE_MAX_BYTES: the upload's limit), or undefined. */
export async function findImage(db: Kysely<Database>, name: string): Promise<StoredImage | undefined> {
  const row = await db
    .selectFrom('images')
    .select(['name', 'content_type', 'sha256', 'bytes'])
    .where('name', '=', name)
    .executeTakeFirst();
  return row && { name: row.name, contentType: row.content_type, sha256: row.sha256, bytes: row.bytes };
}

/** The image's type and hash only: answers If-None-Match without reading the bytes. */
export async function findImageTag(db: Kysely<Database>, name: string): Promise<StoredImageTag | undefined> {
  const row = await db.selectFrom('images').select(['content_type', 'sha256']).where('name', '=', name).executeTakeFirst();
  return row && { contentType: row.content_type, sha256: row.sha256 };
}
