/** The enquiry's texts: SPEC.md §8 word for word (a kept enquiry's words: queuedText). */
export const ENQUIRY_TEXTS = {
  success: 'Thank you! Our team will get back to you soon.',
  failure: 'Failed to submit the form. Please try again later.',
} as const;

/** SPEC.md §4 and §9: the success notice shows for 3 seconds. */
export const ENQUIRY_NOTICE_MS = 3000;
