/** docs/PRODUCT.md §4 and §9: the application result dialog closes itself after 45 seconds. */
export const RESULT_DIALOG_SECONDS = 45;
