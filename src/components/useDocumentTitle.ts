import { useEffect } from 'react';

export const SITE_NAME = 'Sr Technologies Jobs';

/** Sets the browser tab's title for the current route ("Find Jobs | Sr Technologies Jobs"). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
