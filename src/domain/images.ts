/**
 * The rules for a published image (a job's, company's or article's picture), shared by the
 * console (checked before upload) and the server (checked again): PNG, JPEG or WebP by the file's
 * own signature, never by its name or claimed type; at most 2 MB; sides read from the header.
 */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** A larger picture decodes to hundreds of megabytes on a phone and shows no better on a card. */
export const IMAGE_MAX_SIDE = 4096;
export const IMAGE_MIN_SIDE = 16;

export const IMAGE_KINDS = {
  png: { type: 'image/png', extension: 'png' },
  jpeg: { type: 'image/jpeg', extension: 'jpg' },
  webp: { type: 'image/webp', extension: 'webp' },
} as const;
export type ImageKind = keyof typeof IMAGE_KINDS;
export const IMAGE_ACCEPT = Object.values(IMAGE_KINDS)
  .map((k) => k.type)
  .join(',');

export interface ImageInfo {
  kind: ImageKind;
  width: number;
  height: number;
}

/** Why an image is refused: nothing sent, too many bytes, not an image we take, or the wrong size. */
export type ImageProblem = 'required' | 'tooLarge' | 'wrongType' | 'size';
export type ImageCheck = { ok: true; image: ImageInfo } | { ok: false; problem: ImageProblem; message: string };

export const imageMessages = {
  required: 'Choose an image to upload.',
  tooLarge: `The image must be at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
  wrongType: 'The image must be a PNG, JPEG or WebP file.',
  size: `The image must be from ${IMAGE_MIN_SIDE} to ${IMAGE_MAX_SIDE} pixels on each side.`,
} as const;

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2);
const ascii = (b: Uint8Array, from: number, length: number) => String.fromCharCode(...b.subarray(from, from + length));

function png(b: Uint8Array): ImageInfo | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length < 24 || !signature.every((v, i) => b[i] === v) || ascii(b, 12, 4) !== 'IHDR') return null;
  return { kind: 'png', width: u32be(b, 16), height: u32be(b, 20) };
}

/** Walks the JPEG's segments to its frame header (SOFn), which holds the size. */
function jpeg(b: Uint8Array): ImageInfo | null {
  if (b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { kind: 'jpeg', height: u16be(b, i + 5), width: u16be(b, i + 7) };
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

function webp(b: Uint8Array): ImageInfo | null {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') return { kind: 'webp', width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L') {
    const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = b.subarray(21, 25);
    return {
      kind: 'webp',
      width: 1 + (((b1 & 0x3f) << 8) | b0),
      height: 1 + (((b3 & 0x0f) << 10) | (b2 << 2) | ((b1 & 0xc0) >> 6)),
    };
  }
  if (chunk === 'VP8X') return { kind: 'webp', width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  return null;
}

/** What the bytes are, judged by their content alone. */
export function readImageHeader(bytes: Uint8Array): ImageInfo | null {
  return png(bytes) ?? jpeg(bytes) ?? webp(bytes);
}

const refused = (problem: ImageProblem): ImageCheck => ({ ok: false, problem, message: imageMessages[problem] });

export function checkImage(bytes: Uint8Array): ImageCheck {
  if (bytes.byteLength === 0) return refused('required');
  if (bytes.byteLength > IMAGE_MAX_BYTES) return refused('tooLarge');
  const image = readImageHeader(bytes);
  if (!image) return refused('wrongType');
  const sides = [image.width, image.height];
  if (sides.some((s) => s < IMAGE_MIN_SIDE || s > IMAGE_MAX_SIDE)) return refused('size');
  return { ok: true, image };
}
