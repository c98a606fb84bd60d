import { SITE_MAP_QUERY } from '../../domain/siteContact';

/**
 * The Google Maps embed of the office (no API key needed for this form). Its host must stay one
 * the server's Content-Security-Policy allows in frame-src (https://www.google.com, https://maps.google.com).
 */
export const MAP_EMBED_URL = `https://www.google.com/maps?q=${encodeURIComponent(SITE_MAP_QUERY)}&output=embed`;

/** A plain link to the same place, for the fallback (opens the Maps app or site when online). */
export const MAP_LINK_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(SITE_MAP_QUERY)}`;

/**
 * How long the map may take to load before the address is shown in its place. A cross-origin
 * frame reports no errors, so a map that never loads (blocked, captive portal, very slow network)
 * is only noticed by its load event not arriving.
 */
export const MAP_LOAD_TIMEOUT_MS = 10_000;
