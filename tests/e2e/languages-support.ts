import { readdirSync, readFileSync } from 'node:fs';

import type { Page } from 'playwright-core';

import { detailPath, resourcePaths } from '../../src/contract/paths';
import { type Resource, RESOURCES } from '../../src/contract/resources';
import { CLIENT_LOGOS } from '../../src/domain/homeRules';
import { type Language, LANGUAGE_NAMES } from '../../src/domain/languages';
import { SITE_ADDRESS_LINES, SITE_EMAIL, SITE_MAP_QUERY, SITE_PHONES } from '../../src/domain/siteContact';
import { createI18n, type Messages } from '../../src/i18n/createI18n';
import type { MessageId, MessageValues } from '../../src/i18n/messageIds';
import { escapeRegExp } from './harness/regExp';

const CATALOGS = 'src/i18n/catalogs';

/** The texts of every area of `language`'s catalogue, as the test expects to see them on the page. */
export function catalogueTexts(language: Language): (id: MessageId, values?: MessageValues) => string {
  const files = readdirSync(`${CATALOGS}/${language}`).filter((file) => file.endsWith('.json'));
  const messages = Object.assign(
    {},
    ...files.map((file) => JSON.parse(readFileSync(`${CATALOGS}/${language}/${file}`, 'utf8')) as Messages),
  ) as Messages;
  const i18n = createI18n(language, messages);
  return (id, values) => i18n.t(id, values);
}

/**
 * The check that a translated page has no English interface text left: every text a person sees or
 * hears (text nodes, aria-labels, placeholders, titles, alt texts, the tab's title) that still holds
 * Latin words must be published content (the API's data, the agency's address) or a name that is
 * the same in every language. Anything else is an interface text the code did not translate.
 */

/**
 * Names written the same in every language: the brand, file types, statutory terms, the acronyms
 * Indian job seekers read as they are (IT, HR), and the switcher's "English".
 */
const SAME_IN_EVERY_LANGUAGE = [
  'Sr Technologies Jobs',
  'Sr Technologies',
  'IT',
  'HR',
  'LinkedIn',
  'Chennai',
  'PDF',
  'Word',
  'ESI',
  'PF',
  'MB',
  '.pdf',
  '.docx',
  '.doc',
  LANGUAGE_NAMES.en,
];

/** Every string value in a JSON answer. */
function strings(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, out);
  return out;
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/** What the agency published: the three lists, the given items' details, its contact details and its clients' names. */
export async function publishedTexts(baseURL: string, details: Partial<Record<Resource, number>> = {}): Promise<string[]> {
  const answers = await Promise.all([
    ...RESOURCES.map((resource) => getJson(`${baseURL}${resourcePaths[resource]}`)),
    ...Object.entries(details).map(([resource, id]) =>
      getJson(`${baseURL}${detailPath(resourcePaths[resource as Resource], id)}`),
    ),
  ]);
  const texts = strings(answers, [
    ...SITE_ADDRESS_LINES,
    ...SITE_PHONES,
    SITE_EMAIL,
    SITE_MAP_QUERY,
    ...CLIENT_LOGOS.map((logo) => logo.alt),
  ]);
  return [...new Set(texts.map((text) => text.trim()).filter((text) => /[A-Za-z]{2}/.test(text)))];
}

/** Every text of the page a person meets: visible text nodes, accessible names and hints, the title. */
function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || !text || parent.closest('script, style, noscript, template')) continue;
      if (parent.checkVisibility()) out.push(text);
    }
    for (const element of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/**
 * The page's texts with Latin words that are not published content: each is either part of a
 * published text (a paragraph of a job's description), or a translated sentence around published
 * names ("Welder வேலைக்கு விண்ணப்பியுங்கள்"); what remains once those are taken out is untranslated.
 */
export async function untranslatedTexts(page: Page, published: readonly string[]): Promise<string[]> {
  // Whole names only: a published "IT" must not hide the "it" of an English sentence.
  const names = [...published, ...SAME_IN_EVERY_LANGUAGE]
    .sort((a, b) => b.length - a.length)
    .map((name) => new RegExp(`(?<![A-Za-z])${escapeRegExp(name)}(?![A-Za-z])`, 'g'));
  const corpus = published.join('\n');
  return (await pageTexts(page)).filter((text) => {
    if (!/[A-Za-z]{2}/.test(text) || corpus.includes(text)) return false;
    const rest = names.reduce((left, name) => left.replace(name, ' '), text);
    return /[A-Za-z]{2}/.test(rest);
  });
}
