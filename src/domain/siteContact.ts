/**
 * The agency's contact details, shown in the footer and on the Contact page (one place, so they
 * never disagree). docs/PRODUCT.md §2: phone numbers, an e-mail, a postal address in Chennai, a social link.
 */
export const SITE_PHONES = ['+91 44 4850 2210', '+91 98400 31562', '+91 90030 74418'] as const;

export const SITE_EMAIL = 'info@srtechnologiesjobs.in';

export const SITE_ADDRESS_LINES = [
  'Sr Technologies Jobs',
  'No. 18, 2nd Floor, Greams Road',
  'Thousand Lights, Chennai 600006',
  'Tamil Nadu, India',
] as const;

/** What the embedded map searches for: the address without the company name. */
export const SITE_MAP_QUERY = 'Greams Road, Thousand Lights, Chennai 600006, Tamil Nadu, India';

/** The social link; its text is the footer's (footer.social in the catalogues). */
export const SITE_SOCIAL_LINK = { href: 'https://www.linkedin.com/' } as const;

/** docs/PRODUCT.md §2: the footer's copyright line is for 2025. */
export const COPYRIGHT_YEAR = 2025;

/** A `tel:` address: the digits and the leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
