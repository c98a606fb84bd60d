/** docs/PRODUCT.md §4 and §9: the application result dialog closes itself after 45 seconds. */
export const RESULT_DIALOG_SECONDS = 45;

/** The dialog's countdown line, word for word as docs/PRODUCT.md §4 quotes it ("Closing in N seconds..."). */
export function closingText(secondsLeft: number): string {
  return `Closing in ${secondsLeft} seconds...`;
}
