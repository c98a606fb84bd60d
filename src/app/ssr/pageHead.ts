import { imageUrl } from '../../api/content';
import { DEFAULT_LANGUAGE, type Language, languageOfPath, LANGUAGES, pathInLanguage } from '../../domain/languages';
import { detailLink } from '../../domain/routes';
import { documentTitle, SITE_NAME } from '../../domain/siteTitle';
import type { I18n } from '../../i18n/createI18n';
import type { MessageId } from '../../i18n/messageIds';
import type { PageEntry } from '../pages';
import type { Item } from './prefetch';

/** The picture a shared link shows when the page has none of its own (the app's icon). */
const DEFAULT_IMAGE = '/icons/icon-512.png';
/** Link previews cut longer descriptions anyway. */
const DESCRIPTION_MAX = 200;

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URLs, as Open Graph asks. */
  url: string;
  image: string;
  /** The page's language, and the same page's address in each language (hreflang alternates). */
  language: Language;
  alternates: readonly { language: Language; href: string }[];
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** An item's name and text: a job's title, a company's name, an article's title. */
function itemHead(item: Item): { title: string; description: string } {
  const title = 'title' in item ? item.title : item.name;
  const lead = 'companyName' in item ? `${item.companyName}, ${item.location}. ` : '';
  return { title, description: shorten(`${lead}${item.mainHeading}. ${item.mainDescription}`) };
}

/**
 * The head of a page: its item's when it shows one, else the page's own title and description (the
 * page table's). An item page's og:url is its canonical address (the path and ?id= only, what its
 * Share button passes on), whatever else the visited address carried.
 */
export function pageHead(
  page: Pick<PageEntry, 'title' | 'description'>,
  item: Item | undefined,
  pageUrl: URL,
  i18n: I18n,
): PageHead {
  const t = (id: MessageId) => i18n._(id);
  const own = item ? itemHead(item) : { title: t(page.title), description: t(page.description) };
  const image = item?.image ? imageUrl(item.image) : DEFAULT_IMAGE;
  const { language, path } = languageOfPath(pageUrl.pathname);
  // The address without its language: an item page's canonical one (path and ?id=), else as visited.
  const address = item ? detailLink(path, item.id).to : `${path}${pageUrl.search}`;
  const inLanguage = (other: Language) => new URL(pathInLanguage(address, other), pageUrl.origin).href;
  return {
    title: documentTitle(own.title),
    description: own.description,
    url: item ? inLanguage(language) : pageUrl.href,
    image: new URL(image, pageUrl.origin).href,
    language,
    alternates: LANGUAGES.map((other) => ({ language: other, href: inLanguage(other) })),
  };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A link to the same page in another language, for search engines (hreflang). */
const alternate = (hreflang: string, href: string) =>
  `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`;

/** The tags a link preview (Open Graph) and search engines read; the title goes in <title>. */
export function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    meta('name', 'description', head.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', 'summary'),
    ...head.alternates.map(({ language, href }) => alternate(language, href)),
    alternate('x-default', head.alternates.find(({ language }) => language === DEFAULT_LANGUAGE)?.href ?? head.url),
  ].join('\n    ');
}
