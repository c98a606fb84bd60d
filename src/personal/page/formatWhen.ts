import type { Language } from '../../domain/languages';
import { formatDate } from '../../i18n/format/formatDate';

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment kept on the device (ms since epoch), its day on this device's clock, as the site writes dates: "22 January 2026". */
export function formatDay(at: number, language?: Language): string {
  const date = new Date(at);
  return formatDate(`${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`, language);
}

/** The same with the time of day: "22 January 2026, 14:05". */
export function formatWhen(at: number, language?: Language): string {
  const date = new Date(at);
  return `${formatDay(at, language)}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
