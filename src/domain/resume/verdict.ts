/**
 * What a structure check says of a file: a clean document of its type, not such a document at
 * all, such a document with active content (scripts, macros, attachments), or one that cannot be
 * checked (encrypted, or built to hide its parts), which is refused as well.
 */
export type Verdict = 'ok' | 'not-this-type' | 'active-content' | 'unreadable';
