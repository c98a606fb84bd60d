import type { Section } from './entities';

/**
 * Parses the `headings` JSON string of a job, company or article into sections.
 * The data is not trusted: broken JSON, a non-array, or malformed items give fewer (or no)
 * sections, never an exception, so a detail page always renders.
 */
export function parseHeadings(raw: string | null | undefined): Section[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const sections: Section[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const { heading, options } = item as { heading?: unknown; options?: unknown };
    if (typeof heading !== 'string') continue;
    const texts = Array.isArray(options) ? options.filter((o): o is string => typeof o === 'string') : [];
    sections.push({ heading, options: texts });
  }
  return sections;
}
