import { randomUUID } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Bodies up to this stay in memory (every enquiry, the text of a form); larger ones go to a file. */
const IN_MEMORY_BYTES = 256 * 1024;

/**
 * Where a request body collects while it arrives. A large body (a resume) is written to a private
 * temporary file as it comes, so an upload that stalls half-way holds no memory: 100 clients that
 * each send 5 MB and stop cost a few file handles, not 500 MB (bench/stalledUploads.ts,
 * docs/PERFORMANCE.md). Only a body that arrived whole is read back into memory, to be parsed and
 * checked, for the short time that takes. The file is readable by this user only (it holds
 * personal data) and removed by dispose(), whatever the outcome.
 */
export class BodySpool {
  #chunks: Uint8Array[] = [];
  #size = 0;
  #file: FileHandle | undefined;
  #path: string | undefined;

  get size(): number {
    return this.#size;
  }

  async add(chunk: Uint8Array): Promise<void> {
    this.#size += chunk.byteLength;
    if (!this.#file && this.#size > IN_MEMORY_BYTES) {
      this.#path = join(tmpdir(), `srjobs-body-${randomUUID()}`);
      this.#file = await open(this.#path, 'wx+', 0o600);
      for (const held of this.#chunks) await this.#file.write(held);
      this.#chunks = [];
    }
    // Awaiting the write before reading on is the back-pressure on a fast client.
    if (this.#file) await this.#file.write(chunk);
    else this.#chunks.push(chunk);
  }

  /** The whole body. */
  async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    if (!this.#file) return Buffer.concat(this.#chunks, this.#size);
    const bytes = new Uint8Array(this.#size);
    for (let at = 0; at < this.#size;) {
      const { bytesRead } = await this.#file.read(bytes, at, this.#size - at, at);
      if (bytesRead === 0) throw new Error('The spooled body file is shorter than what was written to it.');
      at += bytesRead;
    }
    return bytes;
  }

  async dispose(): Promise<void> {
    this.#chunks = [];
    await this.#file?.close().catch(() => undefined);
    this.#file = undefined;
    if (this.#path) await rm(this.#path, { force: true });
  }
}
