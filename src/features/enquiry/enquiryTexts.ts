/** The enquiry's texts: docs/PRODUCT.md §8 word for word (a kept enquiry's words: waitingText). */
export const ENQUIRY_TEXTS = {
  success: 'Thank you! Our team will get back to you soon.',
  failure: 'Failed to submit the form. Please try again later.',
} as const;

/** docs/PRODUCT.md §4 and §9: the success notice shows for 3 seconds. */
export const ENQUIRY_NOTICE_MS = 3000;
