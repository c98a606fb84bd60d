/**
 * Where the API lives. Set VITE_API_BASE_URL at build time to point the app at another host
 * (e.g. the agency's current API); empty (the default) means the same origin as the app.
 */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '');
