import type { InflateBudget } from './budget';

export interface Inflated {
  bytes: Uint8Array;
  /** False when the data ended or broke before the end of the compressed stream. */
  complete: boolean;
  /** True when the output passed what was left of the budget (a "zip bomb"): `bytes` is then empty. */
  tooLarge: boolean;
}

/**
 * The compressed data is fed to the decompressor this much at a time, and only as its output is
 * read: deflate inflates at most about 1032:1, so the decompressor never holds more than about
 * 1 MB beyond what the budget has already allowed, and stops as soon as the budget is spent.
 */
const INPUT_SLICE = 1024;

/**
 * Decompresses zlib ("deflate", PDF's FlateDecode) or raw deflate (ZIP's method 8) data with the
 * DecompressionStream that browsers and Node both have, so the same check runs on both sides, and
 * takes the output from the file's one `budget`. Never throws: what was decoded before an error is
 * kept, as a reader would show it.
 */
export async function inflate(data: Uint8Array, format: 'deflate' | 'deflate-raw', budget: InflateBudget): Promise<Inflated> {
  let fed = 0;
  // A pull source with no queue of its own: the next slice is read only when the decompressor wants more input.
  const input = new ReadableStream<Uint8Array<ArrayBuffer>>(
    {
      pull(controller) {
        if (fed >= data.length) {
          controller.close();
          return;
        }
        controller.enqueue(data.slice(fed, fed + INPUT_SLICE));
        fed += INPUT_SLICE;
      },
    },
    { highWaterMark: 0 },
  );
  const reader = input.pipeThrough(new DecompressionStream(format)).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let complete = true;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!budget.take(value.length)) {
        await reader.cancel().catch(() => undefined);
        return { bytes: new Uint8Array(0), complete: false, tooLarge: true };
      }
      chunks.push(value);
      size += value.length;
    }
  } catch {
    complete = false;
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return { bytes, complete, tooLarge: false };
}
