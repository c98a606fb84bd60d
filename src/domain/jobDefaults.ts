/** docs/PRODUCT.md §3 and §9: what a job without a type or an experience counts as. */
export const DEFAULT_JOB_TYPE = 'Full Time';
export const DEFAULT_EXPERIENCE = 'Fresh';

/** A missing, empty or blank value takes the default. */
export function orDefault(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}
