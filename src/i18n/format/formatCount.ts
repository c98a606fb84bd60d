/**
 * A whole number written the Indian way, as `n.toLocaleString('en-IN')` writes it: the last three
 * digits, then groups of two ("1,23,456"). Written out because the first en-IN number format loads
 * the locale's data, some 60 ms of blocking work on a phone in the middle of hydrating a list (the
 * same reason as formatDate). Anything else (a fraction, NaN, an infinity) goes to the locale.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-IN');
  const digits = String(Math.abs(n));
  const sign = n < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${pairs},${digits.slice(-3)}`;
}
