/**
 * One budget of decompressed bytes per file: a PDF's object streams and a .docx's parts, all
 * together, may inflate to at most this much. A resume's compressed dictionaries inflate to well
 * under a megabyte (its bulk is images and fonts, which are never inflated here), so 16 MB is far
 * above any real one, while it bounds what one hostile file can make a check hold (the inflated
 * bytes, then the tokens read from them in one linear pass) whatever its compression ratio:
 * deflate reaches about 1000:1, so a 5 MB upload could otherwise ask for 5 GB.
 */
export const MAX_INFLATED_BYTES_PER_FILE = 16 * 1024 * 1024;

export class InflateBudget {
  constructor(public remaining: number = MAX_INFLATED_BYTES_PER_FILE) {}

  /** Takes `bytes` from what is left; false (and nothing left) when they do not fit. */
  take(bytes: number): boolean {
    if (bytes > this.remaining) {
      this.remaining = 0;
      return false;
    }
    this.remaining -= bytes;
    return true;
  }
}
