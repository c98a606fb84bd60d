/**
 * The agency's mark: a rising career line in a blue tile (also public/favicon.svg). Drawn inline so
 * it renders with the HTML, offline, with no extra request.
 */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#1c5fb8" />
      <path d="M40 14v16a10 10 0 0 1-10 10H14z" fill="#174f9a" />
      <path
        d="M9 28.5 16.5 21l5 4.5L31 13"
        fill="none"
        stroke="#fff"
        strokeWidth="3.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M24.5 12.5H31.5V19.5" fill="none" stroke="#fff" strokeWidth="3.6" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="9" cy="28.5" r="3.2" fill="#ffa94d" />
    </svg>
  );
}
