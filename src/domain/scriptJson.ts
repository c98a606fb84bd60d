/**
 * JSON to put inside a <script> element (JSON-LD, the page data block): `<`, `>` and `&` are
 * escaped, so no value can close the element or open a comment. JSON.parse reads it back as it was.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
