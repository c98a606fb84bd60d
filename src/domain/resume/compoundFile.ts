import { Malformed, slice, startsWith, u16, u32 } from './bytes';

/**
 * Just enough of the Compound File Binary format ([MS-CFB], the container of .doc) to list the
 * names in its directory: the header, the FAT (its sectors named by the header's DIFAT and the
 * DIFAT chain), and the directory's sector chain. Throws Malformed for anything inconsistent.
 */
const COMPOUND_FILE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** A directory entry's object type (0 marks an unused slot). */
export const EntryType = { Storage: 1, Stream: 2, Root: 5 } as const;

export interface DirectoryEntry {
  name: string;
  type: number;
}

const HEADER_DIFAT_ENTRIES = 109;
const HEADER_DIFAT_OFFSET = 0x4c;
const DIRECTORY_ENTRY_SIZE = 128;
/** Sector numbers above this are markers: free, end of chain, FAT or DIFAT sector. */
const MAX_REGULAR_SECTOR = 0xfffffffa;
const END_OF_CHAIN = 0xfffffffe;

interface Layout {
  bytes: Uint8Array;
  sectorSize: number;
  /** How many whole sectors the file holds after its header. */
  sectorCount: number;
}

function sector(layout: Layout, index: number): Uint8Array {
  if (index >= layout.sectorCount) throw new Malformed(`sector ${index} beyond the end`);
  return slice(layout.bytes, (index + 1) * layout.sectorSize, layout.sectorSize);
}

/** The FAT's sectors: the header's first 109, then the DIFAT chain's. */
function fatSectors(layout: Layout): number[] {
  const { bytes, sectorSize } = layout;
  const fatCount = u32(bytes, 0x2c);
  const found: number[] = [];
  for (let k = 0; k < Math.min(fatCount, HEADER_DIFAT_ENTRIES); k++) found.push(u32(bytes, HEADER_DIFAT_OFFSET + 4 * k));
  const perDifat = sectorSize / 4 - 1;
  let next = u32(bytes, 0x44);
  for (let hops = 0; found.length < fatCount; hops++) {
    if (next > MAX_REGULAR_SECTOR || hops > layout.sectorCount) throw new Malformed('DIFAT chain broken');
    const difat = sector(layout, next);
    for (let k = 0; k < perDifat && found.length < fatCount; k++) found.push(u32(difat, 4 * k));
    next = u32(difat, 4 * perDifat);
  }
  return found;
}

/** The sectors of the chain starting at `first`, each visited once. */
function chain(layout: Layout, fat: number[], first: number): number[] {
  const perFat = layout.sectorSize / 4;
  const sectors: number[] = [];
  const seen = new Set<number>();
  for (let at = first; at !== END_OF_CHAIN;) {
    if (at > MAX_REGULAR_SECTOR || seen.has(at)) throw new Malformed('directory chain broken or looping');
    seen.add(at);
    sectors.push(at);
    const fatSector = fat[Math.floor(at / perFat)];
    if (fatSector === undefined) throw new Malformed(`no FAT entry for sector ${at}`);
    at = u32(sector(layout, fatSector), 4 * (at % perFat));
  }
  return sectors;
}

function entryOf(bytes: Uint8Array, offset: number): DirectoryEntry | null {
  const type = bytes[offset + 0x42] ?? 0;
  if (type === 0) return null; // an unused slot
  const nameLength = u16(bytes, offset + 0x40);
  if (nameLength < 2 || nameLength > 64 || nameLength % 2 !== 0) throw new Malformed('directory entry name length');
  let name = '';
  for (let k = 0; k < nameLength - 2; k += 2) name += String.fromCharCode(u16(bytes, offset + k));
  return { name, type };
}

export function compoundFileDirectory(bytes: Uint8Array): DirectoryEntry[] {
  if (!startsWith(bytes, COMPOUND_FILE_SIGNATURE) || u16(bytes, 0x1c) !== 0xfffe) throw new Malformed('not a compound file');
  const shift = u16(bytes, 0x1e);
  if (shift !== 9 && shift !== 12) throw new Malformed(`sector shift ${shift}`);
  const sectorSize = 1 << shift;
  const layout: Layout = { bytes, sectorSize, sectorCount: Math.floor(bytes.length / sectorSize) - 1 };
  const fat = fatSectors(layout);
  const entries: DirectoryEntry[] = [];
  for (const index of chain(layout, fat, u32(bytes, 0x30))) {
    const data = sector(layout, index);
    for (let offset = 0; offset < sectorSize; offset += DIRECTORY_ENTRY_SIZE) {
      const entry = entryOf(data, offset);
      if (entry) entries.push(entry);
    }
  }
  if (entries[0]?.type !== EntryType.Root) throw new Malformed('the first directory entry is not the root');
  return entries;
}
