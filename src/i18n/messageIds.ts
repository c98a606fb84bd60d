import type head from './catalogs/en/head.json';
import type shell from './catalogs/en/shell.json';

/**
 * Every message id the code may use: the keys of the English catalogues, so a mistyped or removed
 * id fails the type check. The other languages' catalogues are checked against the English ones by
 * tests/unit/i18n/catalogs.test.ts.
 */
export type MessageId = keyof typeof shell | keyof typeof head;

/** The values a message's placeholders take ({year}, {count}). */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A message to show, where code outside a component names it: its id and values. */
export interface MessageRef {
  id: MessageId;
  values?: MessageValues;
}
