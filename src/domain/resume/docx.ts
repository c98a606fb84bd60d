import { InflateBudget } from './budget';
import { Malformed } from './bytes';
import type { Verdict } from './verdict';
import { zipEntries, zipEntryData } from './zip';

/**
 * A .docx resume: a ZIP package (OPC) holding [Content_Types].xml, which declares a Word
 * document, and word/document.xml. Refused as active content: VBA macros (a vbaProject.bin or
 * vbaData.xml part anywhere, or a macro-enabled content type: a .docm renamed .docx) and ActiveX
 * controls (an activeX/ folder), all of which run code when the document is opened.
 * Part names compare without case, as OPC says they do.
 */
const CONTENT_TYPES = '[content_types].xml';
const MAIN_DOCUMENT = 'word/document.xml';
const WORD_DOCUMENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const MACRO_PART = /(^|\/)(vbaProject\.bin|vbaData\.xml)$|(^|\/)activeX\//i;
const MACRO_TYPE = /macroEnabled|vbaProject|activeX/i;
/** [Content_Types].xml is a few kilobytes; more is not a Word document's. */
const MAX_CONTENT_TYPES_BYTES = 1024 * 1024;

export async function checkDocx(bytes: Uint8Array): Promise<Verdict> {
  try {
    const entries = zipEntries(bytes);
    const names = entries.map((entry) => entry.name.toLowerCase());
    if (new Set(names).size !== names.length) return 'not-this-type'; // two parts of one name: which one counts?
    const contentTypes = entries.find((entry) => entry.name.toLowerCase() === CONTENT_TYPES);
    if (!contentTypes || !names.includes(MAIN_DOCUMENT)) return 'not-this-type';
    if (entries.some((entry) => MACRO_PART.test(entry.name))) return 'active-content';
    const data = await zipEntryData(bytes, contentTypes, MAX_CONTENT_TYPES_BYTES, new InflateBudget());
    if (!data) return 'not-this-type';
    const declared = new TextDecoder('utf-8').decode(data);
    if (MACRO_TYPE.test(declared)) return 'active-content';
    return declared.includes(WORD_DOCUMENT_TYPE) ? 'ok' : 'not-this-type';
  } catch (err) {
    if (err instanceof Malformed) return 'not-this-type';
    throw err;
  }
}
