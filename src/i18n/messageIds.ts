import type about from './catalogs/en/about.json';
import type articles from './catalogs/en/articles.json';
import type companies from './catalogs/en/companies.json';
import type contact from './catalogs/en/contact.json';
import type forms from './catalogs/en/forms.json';
import type head from './catalogs/en/head.json';
import type home from './catalogs/en/home.json';
import type jobs from './catalogs/en/jobs.json';
import type lab from './catalogs/en/lab.json';
import type outbox from './catalogs/en/outbox.json';
import type personal from './catalogs/en/personal.json';
import type shell from './catalogs/en/shell.json';

/**
 * Every message id the code may use: the keys of the English catalogues, so a mistyped or removed
 * id fails the type check. The other languages' catalogues are checked against the English ones by
 * tests/unit/i18n/catalogs.test.ts.
 */
export type MessageId =
  | keyof typeof shell
  | keyof typeof head
  | keyof typeof home
  | keyof typeof jobs
  | keyof typeof companies
  | keyof typeof articles
  | keyof typeof about
  | keyof typeof contact
  | keyof typeof personal
  | keyof typeof lab
  | keyof typeof forms
  | keyof typeof outbox;

/** The values a message's placeholders take ({year}, {count}). */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A message to show, where code outside a component names it: its id and values. */
export interface MessageRef {
  id: MessageId;
  values?: MessageValues;
}
