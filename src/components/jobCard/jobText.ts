/** How a job's free-text salary and experience read on its card and its overview (docs/PRODUCT.md §2, §9), in the page's language. */
import type { Translate } from '../../i18n/useT';

/** docs/PRODUCT.md §9: the salary is labelled per annum (a salary that already says so is shown as it is). */
export function salaryPerAnnum(t: Translate, salary: string): string {
  const trimmed = salary.trim();
  if (!trimmed) return t('jobCard.salaryNotDisclosed');
  return /per annum|\bp\.?\s?a\.?$|lpa/i.test(trimmed) ? trimmed : t('jobCard.salaryPerAnnum', { salary: trimmed });
}

/**
 * docs/PRODUCT.md §9: experience is labelled in years. A number or range ("2", "3-5") gets "years"; a value
 * that already says it ("2 Years") or is a word ("Fresh") is shown as it is.
 */
export function experienceInYears(t: Translate, experience: string): string {
  const trimmed = experience.trim();
  if (trimmed === '1') return t('jobCard.experienceOneYear');
  if (/^\d+(\.\d+)?\+?(\s*(-|to)\s*\d+(\.\d+)?\+?)?$/i.test(trimmed)) return t('jobCard.experienceYears', { years: trimmed });
  return trimmed;
}
