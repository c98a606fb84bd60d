import { circle, icon, rect } from './icons';

/**
 * The pictograms of the home page's categories and the About Us page's cards, drawn as the site's
 * icons are (icons.tsx). A module of their own: the layout's icons load with every page, these
 * only with the two pages that show them.
 */
export const IconUsers = icon(
  'IconUsers',
  circle(9, 8, 3.5),
  'M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18.5 14.2A6.5 6.5 0 0 1 21.5 20',
);
export const IconCalculator = icon(
  'IconCalculator',
  rect(5, 3, 14, 18, 2),
  rect(8, 6, 8, 3.5, 0.5),
  'M8.5 13h.01M12 13h.01M15.5 13h.01M8.5 17h.01M12 17h.01M15.5 17h.01',
);
export const IconMegaphone = icon(
  'IconMegaphone',
  'M3 10v4a1 1 0 0 0 1 1h2l9 5V4L6 9H4a1 1 0 0 0-1 1z',
  'M7 15.5 8.5 20h2.5M18.5 9a4 4 0 0 1 0 6',
);
export const IconPen = icon(
  'IconPen',
  'M4 20l1-5L15.5 4.5a2.1 2.1 0 0 1 3 0l1 1a2.1 2.1 0 0 1 0 3L9 19z',
  'm13.5 6.5 4 4M4 20h5',
);
export const IconCode = icon('IconCode', 'm8 8-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14');
export const IconClipboard = icon(
  'IconClipboard',
  'M9 4.5H7a2 2 0 0 0-2 2V19a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V6.5a2 2 0 0 0-2-2h-2',
  rect(9, 3, 6, 3, 1),
  'm9 13 2 2 4-4',
);
export const IconHeadset = icon(
  'IconHeadset',
  'M4 14v-2a8 8 0 0 1 16 0v2',
  rect(3.5, 13, 4, 6, 1.5),
  rect(16.5, 13, 4, 6, 1.5),
  'M18.5 19a3 3 0 0 1-3 2.5H13',
);
export const IconHeart = icon(
  'IconHeart',
  'M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 6.7a4.5 4.5 0 0 1 8 2.8C20 15.2 12 20 12 20z',
  'M8 12h2.5l1-2 2 4 1-2H16',
);
export const IconCar = icon(
  'IconCar',
  'M5 16.5H3.5V12l2-5h13l2 5v4.5H19',
  'M3.5 12h17M9 16.5h6',
  circle(7, 16.5, 2),
  circle(17, 16.5, 2),
);
export const IconBank = icon(
  'IconBank',
  'M3 9.5 12 4l9 5.5M4.5 9.5h15M3 20.5h18M5.5 17.5h13',
  'M6.5 10v7.5M10 10v7.5M14 10v7.5M17.5 10v7.5',
);
export const IconMonitor = icon(
  'IconMonitor',
  rect(3, 4, 18, 12.5, 2),
  'M8.5 20.5h7M12 16.5v4M9.5 8.5 7.5 10.5l2 2M14.5 8.5l2 2-2 2',
);
export const IconGear = icon(
  'IconGear',
  circle(12, 12, 3),
  'M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1',
  circle(12, 12, 6.5),
);
export const IconSchool = icon(
  'IconSchool',
  'm2.5 9 9.5-4.5L21.5 9 12 13.5z',
  'M6.5 11v5c0 1.4 2.5 3 5.5 3s5.5-1.6 5.5-3v-5M21.5 9v5',
);
export const IconFileUpload = icon(
  'IconFileUpload',
  'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z',
  'M14 3v5h5M12 17.5v-6M9.5 14 12 11.5l2.5 2.5',
);
export const IconHandshake = icon(
  'IconHandshake',
  'M2.5 11.5 6 8l3 1 3-2.5 3.5 1 3-1 3 3.5',
  'm21.5 11.5-6 6.5a1.5 1.5 0 0 1-2.1 0L7 12',
  'm10.5 17.5 1.5 1.5M8 15l1.5 1.5M2.5 11.5 8 17',
);
