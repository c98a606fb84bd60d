/** `text` as a regular expression that matches it literally (a title or label inside a pattern). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
