import type { MiddlewareHandler } from 'hono';

/**
 * Content-Security-Policy: only our own origin. Exceptions, each for a reason:
 * - style 'unsafe-inline': Mantine injects <style> tags at run time;
 * - img data:/blob:: inline SVG icons and previews of a picked file;
 * - frame-src Google: the embedded map on the Contact page.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  'frame-src https://www.google.com https://maps.google.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

const entries = Object.entries(SECURITY_HEADERS);

/** Adds the security headers to every answer, errors and 304s included. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of entries) headers.set(name, value);
  };
}
