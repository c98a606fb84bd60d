import { Hono } from 'hono';

import { uploadUrl } from '../../../src/contract/paths';
import { staffPaths, type UploadedImageDto } from '../../../src/contract/staff';
import type { ImageProblem } from '../../../src/domain/images';
import { checkImage, IMAGE_MAX_BYTES, imageMessages } from '../../../src/domain/images';
import { limitBody } from '../../bodies/bodyLimit';
import { readForm } from '../../bodies/readBody';
import { requireMediaType } from '../../guards/mediaType';
import { ApiError } from '../../http/errors';
import { uploadedImage } from '../../images/imageNames';
import { saveImage } from '../../repositories/images';
import type { StaffDeps, StaffEnv } from './requireStaff';

const STATUS: Record<ImageProblem, 400 | 413 | 415> = { required: 400, tooLarge: 413, wrongType: 415, size: 415 };

/**
 * POST images: one PNG, JPEG or WebP (field `image`), checked by its content (src/domain/images.ts)
 * and stored in the database (every instance serves it) under a name made from its content, so an
 * upload can never overwrite or name anything, and the same image uploaded twice is stored once.
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
      const image = uploadedImage(bytes, check.image.kind);
      await saveImage(deps.db.kysely, image, deps.now());
      return c.json<UploadedImageDto>({ name: image.name, url: uploadUrl(image.name) }, 201);
    },
  );
  return app;
}
