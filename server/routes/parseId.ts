/** Ids are positive 32-bit integers written plainly ("12", not "012", "1.5" or "1e3"). */
const MAX_ID = 2_147_483_647;
export function parseId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}
