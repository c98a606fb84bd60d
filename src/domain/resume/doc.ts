import { Malformed } from './bytes';
import { compoundFileDirectory, EntryType } from './compoundFile';
import type { Verdict } from './verdict';

/**
 * A .doc resume: a compound file whose directory holds the "WordDocument" stream (what makes it a
 * Word 97-2003 document rather than an Excel sheet or a PowerPoint deck). Refused as active
 * content: a "Macros" or "VBA" storage, where Word keeps a document's VBA macros.
 * Directory names compare without case, as [MS-CFB] compares them.
 */
const MACRO_STORAGES = new Set(['macros', 'vba', '_vba_project_cur']);

export function checkDoc(bytes: Uint8Array): Verdict {
  try {
    const entries = compoundFileDirectory(bytes);
    if (!entries.some((e) => e.type === EntryType.Stream && e.name.toLowerCase() === 'worddocument')) return 'not-this-type';
    if (entries.some((e) => e.type === EntryType.Storage && MACRO_STORAGES.has(e.name.toLowerCase()))) return 'active-content';
    return 'ok';
  } catch (err) {
    if (err instanceof Malformed) return 'not-this-type';
    throw err;
  }
}
