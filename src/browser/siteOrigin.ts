import { createContext, useContext } from 'react';

/**
 * The site's origin ("https://jobs.example.in"), for absolute links such as a job's logo in its
 * JSON-LD. The server render gives the request's (there is no window there); in the browser it is
 * the page's own, so both render the same text.
 */
export const SiteOriginContext = createContext<string | null>(null);

export const useSiteOrigin = (): string => useContext(SiteOriginContext) ?? window.location.origin;
