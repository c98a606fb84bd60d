import type { Context } from 'hono';
import { Hono } from 'hono';

import { API_PREFIX, apiPaths, resourceOfPath } from '../../src/contract/paths';
import { errorResponse } from '../http/errors';

const READ = 'GET, HEAD';
const POST_PATHS: ReadonlySet<string> = new Set([apiPaths.enquiry, apiPaths.application]);

function isApi(path: string): boolean {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/** The methods served at `path` (the Allow header), undefined where the API has nothing. */
function allowedAt(path: string): string | undefined {
  if (POST_PATHS.has(path)) return 'POST';
  if (!isApi(path)) return READ; // the web app, its files and /uploads: read only
  return path === apiPaths.limits || resourceOfPath(path) ? READ : undefined;
}

/**
 * Answers what no route took, after all of them: 404 when nothing is there or the method is
 * allowed (an unknown id), 405 with Allow for a wrong method (PUT on a list, GET on a POST
 * endpoint, DELETE on /), 204 with Allow for OPTIONS.
 */
function unmatched(c: Context): Response {
  const allow = allowedAt(c.req.path);
  const method = c.req.method.toUpperCase();
  if (allow === undefined || allow.split(', ').includes(method)) {
    return errorResponse(c, 404, {
      message: isApi(c.req.path) ? 'There is no such API endpoint.' : 'The page or resource was not found.',
    });
  }
  if (method === 'OPTIONS') return c.body(null, 204, { Allow: allow });
  return errorResponse(
    c,
    405,
    { message: `This address accepts ${allow.replace(', ', ' and ')} requests only.` },
    { Allow: allow },
  );
}

/** The API's fallback (mounted after the API routes) and the site's (after the GET handlers). */
export function unmatchedRoutes(): { api: Hono; site: Hono } {
  const api = new Hono();
  api.all(`${API_PREFIX}/*`, unmatched);
  api.all(API_PREFIX, unmatched);
  const site = new Hono();
  site.all('*', unmatched);
  return { api, site };
}
