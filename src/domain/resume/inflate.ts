export interface Inflated {
  bytes: Uint8Array;
  /** False when the data ended or broke before the end of the compressed stream. */
  complete: boolean;
  /** True when the output passed `maxBytes` (a "zip bomb"): `bytes` is then cut there. */
  tooLarge: boolean;
}

/**
 * Decompresses zlib ("deflate", PDF's FlateDecode) or raw deflate (ZIP's method 8) data with the
 * DecompressionStream that browsers and Node both have, so the same check runs on both sides.
 * Never throws: what was decoded before an error is kept, as a reader would show it.
 */
export async function inflate(data: Uint8Array, format: 'deflate' | 'deflate-raw', maxBytes: number): Promise<Inflated> {
  const stream = new DecompressionStream(format);
  const writer = stream.writable.getWriter();
  // Not awaited: the writes finish only as the output is read below. Their errors surface there.
  writer.write(new Uint8Array(data)).catch(() => undefined);
  writer.close().catch(() => undefined);
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let complete = true;
  let tooLarge = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
      if (size > maxBytes) {
        tooLarge = true;
        await reader.cancel().catch(() => undefined);
        break;
      }
    }
  } catch {
    complete = false;
  }
  const bytes = new Uint8Array(Math.min(size, maxBytes));
  let offset = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, bytes.length - offset);
    bytes.set(part, offset);
    offset += part.length;
  }
  return { bytes, complete: complete && !tooLarge, tooLarge };
}
