/** How a job's free-text salary and experience read on the page (docs/PRODUCT.md §2, §9). */

/** docs/PRODUCT.md §9: the salary is labelled per annum. */
export function salaryPerAnnum(salary: string): string {
  const trimmed = salary.trim();
  if (!trimmed) return 'Not disclosed';
  return /per annum|\bp\.?\s?a\.?$|lpa/i.test(trimmed) ? trimmed : `${trimmed} per annum`;
}

/**
 * docs/PRODUCT.md §9: experience is labelled in years. A number or range ("2", "3-5") gets "years"; a value
 * that already says it ("2 Years") or is a word ("Fresh") is shown as it is.
 */
export function experienceInYears(experience: string): string {
  const trimmed = experience.trim();
  if (trimmed === '1') return '1 year';
  if (/^\d+(\.\d+)?\+?(\s*(-|to)\s*\d+(\.\d+)?\+?)?$/i.test(trimmed)) return `${trimmed} years`;
  return trimmed;
}
