/** The item at `index`, failing the test clearly when there is none (instead of a `!`). */
export function nth<T>(items: ArrayLike<T>, index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`Expected an item at index ${index}, found ${items.length} items`);
  return item;
}
