/** The value, or a failed test saying what was missing (instead of a non-null assertion). */
export function present<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected a ${what}, found none`);
  return value;
}

/** The item at `index`, failing the test clearly when there is none. */
export function nth<T>(items: ArrayLike<T>, index: number): T {
  return present(items[index], `item at index ${index} of ${items.length}`);
}
