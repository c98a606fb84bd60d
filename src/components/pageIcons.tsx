import { circle, icon, makeIcon, rect } from './icons';

/*
 * The icons of the pages' content and the footer. A module is bundled whole into one chunk, so
 * the header's icons (icons.tsx), which every first page draws, are apart from these: each of
 * these comes with the page that draws it, not in every first page's JavaScript.
 */

export const IconMapPin = icon('IconMapPin', 'M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z', circle(12, 9.5, 2.5));
export const IconMail = icon('IconMail', rect(3, 5, 18, 14, 2), 'm3.5 6.5 8.5 6.5 8.5-6.5');
export const IconBriefcase = icon(
  'IconBriefcase',
  rect(3, 7, 18, 13, 2),
  'M8.5 7V5.5A1.5 1.5 0 0 1 10 4h4a1.5 1.5 0 0 1 1.5 1.5V7M3 12.5h18M11 12.5v1.5h2v-1.5',
);
export const IconClock = icon('IconClock', circle(12, 12, 8.5), 'M12 7.5V12l3 2');
export const IconCalendar = icon('IconCalendar', rect(3.5, 5, 17, 15.5, 2), 'M3.5 10h17M8 3v4M16 3v4');
export const IconArrowRight = icon('IconArrowRight', 'M5 12h14M13 6l6 6-6 6');
export const IconCheck = icon('IconCheck', 'm5 12.5 4.5 4.5L19 7.5');
export const IconQuote = icon(
  'IconQuote',
  'M9.5 7H6a2 2 0 0 0-2 2v3a2 2 0 0 0 2 2h2.5v1A3 3 0 0 1 5.5 18M19.5 7H16a2 2 0 0 0-2 2v3a2 2 0 0 0 2 2h2.5v1a3 3 0 0 1-3 3',
);
/** LinkedIn's mark, filled. */
export const IconLinkedIn = makeIcon(
  'IconLinkedIn',
  [
    'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z',
  ],
  true,
);
/** The header's "Install app": an arrow down into a tray. */
export const IconDownload = icon('IconDownload', 'M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19.5h14');
/** The header's "Waiting to send": a paper plane. */
export const IconSend = icon('IconSend', 'M20.5 3.5 3.5 10.5l7 3 3 7z', 'm10.5 13.5 10-10');
