import type { Section } from './entities';

/**
 * The sections of a job, company or article as staff type them: a heading on its own line, its
 * points below it each starting with "- ", a blank line between sections. Plain text, so the
 * console needs no nested form.
 */
export function sectionsToText(sections: readonly Section[]): string {
  return sections.map((s) => [s.heading, ...s.options.map((o) => `- ${o}`)].join('\n')).join('\n\n');
}

export function textToSections(text: string): Section[] {
  const sections: Section[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const point = /^[-*•]\s*(.*)$/.exec(line);
    const current = sections[sections.length - 1];
    if (point && current) current.options.push(point[1] ?? '');
    else sections.push({ heading: point ? (point[1] ?? '') : line, options: [] });
  }
  return sections;
}
