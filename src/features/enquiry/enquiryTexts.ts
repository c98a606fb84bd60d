/** docs/PRODUCT.md §4 and §9: the success notice shows for 3 seconds. */
export const ENQUIRY_NOTICE_MS = 3000;
