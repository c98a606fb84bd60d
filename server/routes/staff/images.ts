import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { Hono } from 'hono';

import { uploadUrl } from '../../../src/contract/paths';
import { staffPaths, type UploadedImageDto } from '../../../src/contract/staff';
import type { ImageProblem } from '../../../src/domain/images';
import { checkImage, IMAGE_KINDS, IMAGE_MAX_BYTES, imageMessages } from '../../../src/domain/images';
import { limitBody } from '../../bodies/bodyLimit';
import { readForm } from '../../bodies/readBody';
import { requireMediaType } from '../../guards/mediaType';
import { ApiError } from '../../http/errors';
import { newImageName } from '../../images/imageNames';
import type { StaffDeps, StaffEnv } from './requireStaff';

const STATUS: Record<ImageProblem, 400 | 413 | 415> = { required: 400, tooLarge: 413, wrongType: 415, size: 415 };

/**
 * POST images: one PNG, JPEG or WebP (field `image`), checked by its content (src/domain/images.ts)
 * and stored under a name the server makes, so an upload can never overwrite or name anything.
 */
export function imageRoutes(deps: StaffDeps): Hono<StaffEnv> {
  const app = new Hono<StaffEnv>();
  app.post(
    staffPaths.images,
    requireMediaType('multipart/form-data', 'Send the image as a form (multipart/form-data).'),
    limitBody(IMAGE_MAX_BYTES + 64 * 1024, imageMessages.tooLarge),
    async (c) => {
      const file = (await readForm(c)).get('image');
      if (file === null || typeof file === 'string') throw new ApiError(400, imageMessages.required);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const check = checkImage(bytes);
      if (!check.ok) throw new ApiError(STATUS[check.problem], check.message);
      const name = newImageName(IMAGE_KINDS[check.image.kind].extension);
      await mkdir(deps.imagesDir, { recursive: true });
      await writeFile(join(deps.imagesDir, name), bytes, { flag: 'wx' });
      return c.json<UploadedImageDto>({ name, url: uploadUrl(name) }, 201);
    },
  );
  return app;
}
