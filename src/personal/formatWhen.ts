import { formatDate } from '../components/formatDate';
import type { Language } from '../domain/languages';

/** A moment kept on the device (ms since epoch) as the site writes dates, with the time of day: "22 January 2026, 14:05". */
export function formatWhen(at: number, language?: Language): string {
  const date = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${formatDate(day, language)}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
