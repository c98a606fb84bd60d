import { describe, expect, it } from 'vitest';

import { sectionsToText, textToSections } from '../../../src/domain/sectionsText';

describe('sections as staff type them', () => {
  const sections = [
    { heading: 'What you will do', options: ['Lead a team of 12', 'Report to the plant head'] },
    { heading: 'Benefits', options: [] },
  ];

  it('round-trips headings and their points', () => {
    const text = sectionsToText(sections);
    expect(text).toBe('What you will do\n- Lead a team of 12\n- Report to the plant head\n\nBenefits');
    expect(textToSections(text)).toEqual(sections);
  });

  it('reads loose typing: extra blank lines, * or • bullets, spaces', () => {
    expect(textToSections('\n  Perks \n* PF and ESI\n•Night allowance\n\n\n')).toEqual([
      { heading: 'Perks', options: ['PF and ESI', 'Night allowance'] },
    ]);
  });

  it('keeps a point typed before any heading as a heading, so nothing is lost', () => {
    expect(textToSections('- orphan point\n- next')).toEqual([{ heading: 'orphan point', options: ['next'] }]);
    expect(textToSections('')).toEqual([]);
  });
});
