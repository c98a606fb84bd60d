/**
 * Reading a file's structure from its bytes. A read past the end throws Malformed, which the
 * checks turn into "this is not such a document": a broken or hostile file is an answer, never a crash.
 */
export class Malformed extends Error {
  override name = 'Malformed';
}

function at(bytes: Uint8Array, offset: number): number {
  const byte = bytes[offset];
  if (byte === undefined) throw new Malformed(`read past the end at ${offset}`);
  return byte;
}

export function u16(bytes: Uint8Array, offset: number): number {
  return at(bytes, offset) | (at(bytes, offset + 1) << 8);
}

export function u32(bytes: Uint8Array, offset: number): number {
  return (u16(bytes, offset) | (u16(bytes, offset + 2) << 16)) >>> 0;
}

/** A slice that must lie wholly inside the file. */
export function slice(bytes: Uint8Array, start: number, length: number): Uint8Array {
  if (start < 0 || length < 0 || start + length > bytes.length)
    throw new Malformed(`slice ${start}+${length} outside ${bytes.length}`);
  return bytes.subarray(start, start + length);
}

export function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return offset + signature.length <= bytes.length && signature.every((b, i) => bytes[offset + i] === b);
}

/**
 * Bytes as text, one character per byte, for finding the ASCII keywords and names of a format
 * (text index = byte index). "latin1" is windows-1252 in browsers: bytes 0x80-0x9F become other
 * non-ASCII characters, which changes nothing for ASCII comparisons. Never turned back into bytes.
 */
export function latin1(bytes: Uint8Array): string {
  return new TextDecoder('latin1').decode(bytes);
}

export function ascii(text: string): number[] {
  return Array.from(text, (c) => c.charCodeAt(0));
}
