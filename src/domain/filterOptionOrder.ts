/**
 * The order a filter's options are offered in (docs/PRODUCT.md, the job filters): experience by its
 * years, since "2-4" before "0-1" reads as a jumble to someone looking for their own range, and every
 * other filter alphabetically in the page's language, since a visitor scans for a name they know.
 */

/** The years an experience value stands for, as [from, to]; a fresher's value comes before every range. */
type Years = readonly [number, number];

const FRESHER: Years = [-1, -1];
/** "Fresh", "Fresher", "Freshers" (any case): no years yet. */
const FRESHER_WORD = /\bfresh(?:er|ers)?\b/i;
/** "1-3", "1 - 3", "1 to 3", "1–3 years": a range. */
const RANGE = /(\d+(?:\.\d+)?)\s*(?:-|–|—|to)\s*(\d+(?:\.\d+)?)/i;
/** "5+", "5 years": a lower bound only, after every range that starts there. */
const FROM = /(\d+(?:\.\d+)?)/;

/** The years of an experience value, or null when it names none (it then comes last). */
export function experienceYears(value: string): Years | null {
  if (FRESHER_WORD.test(value)) return FRESHER;
  const range = RANGE.exec(value);
  if (range) return [Number(range[1]), Number(range[2])];
  const from = FROM.exec(value);
  return from ? [Number(from[1]), Number.POSITIVE_INFINITY] : null;
}

/** Compares two texts as the page's language sorts them, numbers by value ("Level 2" before "Level 10"). */
function textOrder(locale: string): (a: string, b: string) => number {
  return new Intl.Collator(locale, { sensitivity: 'base', numeric: true }).compare;
}

/** Experience by years (fresher first, then by the range's start, then its end), the unreadable last by name. */
function experienceOrder(locale: string): (a: string, b: string) => number {
  const byText = textOrder(locale);
  return (a, b) => {
    const ya = experienceYears(a);
    const yb = experienceYears(b);
    if (ya === null || yb === null) return ya === yb ? byText(a, b) : ya === null ? 1 : -1;
    return ya[0] - yb[0] || ya[1] - yb[1] || byText(a, b);
  };
}

/** A filter's options in the order they are offered: experience by years, the others alphabetically. */
export function orderOptions(kind: 'experience' | 'text', options: readonly string[], locale: string): string[] {
  return [...options].sort(kind === 'experience' ? experienceOrder(locale) : textOrder(locale));
}
