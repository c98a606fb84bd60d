import { createContext, use, useEffect } from 'react';

import { documentTitle } from '../domain/siteTitle';
import type { MessageId } from '../i18n/messageIds';
import { useT } from '../i18n/useT';

/** The title of the page being drawn: the router gives each page its own, from the page table (src/app/pages.ts). */
export const PageTitleContext = createContext<MessageId | null>(null);

/**
 * Sets the browser tab's title ("Find Jobs | Sr Technologies Jobs"): `title` when the page has one
 * of its own to show (a detail page's item: published text, shown as published), else its title
 * from the page table, in the page's language. A `count` above 0 goes first, in brackets.
 */
export function useDocumentTitle(title?: string | null, count = 0): void {
  const t = useT();
  const pageTitle = use(PageTitleContext);
  const shown = title ?? (pageTitle ? t(pageTitle) : null);
  useEffect(() => {
    // "(3) Staff console | …": a count a page wants seen from another tab (the console's arrivals).
    document.title = count > 0 ? `(${count}) ${documentTitle(shown)}` : documentTitle(shown);
  }, [shown, count]);
}
