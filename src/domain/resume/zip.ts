import { InflateBudget } from './budget';
import { Malformed, slice, u16, u32 } from './bytes';
import { inflate } from './inflate';

/**
 * Just enough of ZIP (APPNOTE 6.3) to list a package's parts and read a small one: the end of
 * central directory record, then each central directory entry, each checked against its local
 * header. No ZIP64 and no encryption: a .docx needs neither. Throws Malformed otherwise.
 */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  /** Where the entry's data starts. */
  dataOffset: number;
}

const END_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_RECORD_LENGTH = 22;
const MAX_COMMENT_LENGTH = 0xffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;

const utf8 = new TextDecoder('utf-8');

/** The end record: the last signature whose comment length reaches exactly to the end of the file. */
function endRecordOffset(bytes: Uint8Array): number {
  const lowest = Math.max(0, bytes.length - END_RECORD_LENGTH - MAX_COMMENT_LENGTH);
  for (let at = bytes.length - END_RECORD_LENGTH; at >= lowest; at--) {
    if (u32(bytes, at) === END_SIGNATURE && at + END_RECORD_LENGTH + u16(bytes, at + 20) === bytes.length) return at;
  }
  throw new Malformed('no end of central directory record');
}

export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const end = endRecordOffset(bytes);
  const count = u16(bytes, end + 10);
  const directorySize = u32(bytes, end + 12);
  const directoryStart = u32(bytes, end + 16);
  if (u16(bytes, end + 4) !== 0 || u16(bytes, end + 6) !== 0 || u16(bytes, end + 8) !== count)
    throw new Malformed('multi-disk zip');
  if (directoryStart + directorySize > end) throw new Malformed('central directory overlaps its end record');
  const entries: ZipEntry[] = [];
  let at = directoryStart;
  for (let k = 0; k < count; k++) {
    if (u32(bytes, at) !== CENTRAL_SIGNATURE) throw new Malformed(`no central directory entry ${k}`);
    if (u16(bytes, at + 8) & ENCRYPTED_FLAG) throw new Malformed('encrypted entry');
    const nameLength = u16(bytes, at + 28);
    const local = u32(bytes, at + 42);
    if (u32(bytes, local) !== LOCAL_SIGNATURE) throw new Malformed(`entry ${k} has no local header`);
    const compressedSize = u32(bytes, at + 20);
    const dataOffset = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
    slice(bytes, dataOffset, compressedSize); // the data must be inside the file
    entries.push({
      name: utf8.decode(slice(bytes, at + 46, nameLength)),
      method: u16(bytes, at + 10),
      compressedSize,
      size: u32(bytes, at + 24),
      dataOffset,
    });
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  if (at > directoryStart + directorySize) throw new Malformed('central directory longer than its stated size');
  return entries;
}

/**
 * An entry's content, or null when it is compressed in a way this reader does not know, is over
 * `maxBytes`, or inflates past what is left of the file's `budget` (which it takes its size from).
 */
export async function zipEntryData(
  bytes: Uint8Array,
  entry: ZipEntry,
  maxBytes: number,
  budget: InflateBudget,
): Promise<Uint8Array | null> {
  if (entry.size > maxBytes) return null;
  const data = slice(bytes, entry.dataOffset, entry.compressedSize);
  if (entry.method === STORED) return data;
  if (entry.method !== DEFLATED) return null;
  // The entry's own cap and the file's budget, whichever is lower; the file's budget pays for what it used.
  const inflated = await inflate(data, 'deflate-raw', new InflateBudget(Math.min(maxBytes, budget.remaining)));
  if (!inflated.complete || !budget.take(inflated.bytes.length)) return null;
  return inflated.bytes;
}
