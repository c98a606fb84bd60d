import { randomBytes } from 'node:crypto';

/** Names the server gives uploaded images: random, so nobody picks or guesses one, and never reused. */
const UPLOADED_IMAGE_NAME = /^img-[0-9a-f]{32}\.(png|jpg|webp)$/;

export function newImageName(extension: 'png' | 'jpg' | 'webp'): string {
  return `img-${randomBytes(16).toString('hex')}.${extension}`;
}

/** True for a name newImageName could have made: the only names looked for among uploaded images. */
export function isUploadedImageName(name: string): boolean {
  return UPLOADED_IMAGE_NAME.test(name);
}
