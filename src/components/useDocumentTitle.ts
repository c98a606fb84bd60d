import { createContext, use, useEffect } from 'react';

import { documentTitle } from '../domain/siteTitle';

/** The title of the page being drawn: the router gives each page its own, from the page table (src/app/pages.ts). */
export const PageTitleContext = createContext<string | null>(null);

/**
 * Sets the browser tab's title ("Find Jobs | Sr Technologies Jobs"): `title` when the page has one
 * of its own to show (a detail page's item), else its title from the page table.
 */
export function useDocumentTitle(title?: string | null): void {
  const pageTitle = use(PageTitleContext);
  const shown = title ?? pageTitle;
  useEffect(() => {
    document.title = documentTitle(shown);
  }, [shown]);
}
