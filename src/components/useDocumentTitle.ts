import { useEffect } from 'react';

import { documentTitle } from '../domain/pageTitles';

/** Sets the browser tab's title for the current route ("Find Jobs | Sr Technologies Jobs"). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
