import type { Language } from '../../domain/languages';
import type { Translate } from '../../i18n/useT';
import { formatWhen } from '../../personal/page/formatWhen';
import type { SentItem } from '../../personal/shared/records';

/** Delivered this long after it was submitted, an item says both moments (it waited on the device). */
const WAITED_MS = 60_000;

/**
 * When an item of My applications was submitted and sent, as far as is true: "Sent <time>" only
 * once the server has it (the moment it was delivered); before that it waits to be sent, and a
 * refused one was submitted, never received.
 */
export function sentWhen(item: SentItem, t: Translate, language: Language): string {
  const sent = formatWhen(item.sentAt, language);
  if (item.state === 'waiting') return t('personal.waitingSince', { sent });
  if (item.state === 'refused') return t('personal.submittedAt', { sent });
  const deliveredAt = item.deliveredAt ?? item.sentAt;
  if (deliveredAt - item.sentAt > WAITED_MS)
    return t('personal.submittedAndSent', { sent, delivered: formatWhen(deliveredAt, language) });
  return t('personal.sentAt', { sent: formatWhen(deliveredAt, language) });
}
