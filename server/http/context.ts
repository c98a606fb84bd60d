import type { MiddlewareHandler } from 'hono';

/** The most bytes a route reads from a body, and what a larger one is told (set by limitBody, bodies/bodyLimit.ts). */
export interface BodyLimit {
  maxBytes: number;
  message: string;
}

/** What the app's middleware leave on the request's context for later ones; unset means "not decided here". */
declare module 'hono' {
  interface ContextVariableMap {
    bodyLimit: BodyLimit | undefined;
    /** How long a body may make no progress before the 408 (requestSettings). */
    bodyIdleMs: number | undefined;
    /** Origins besides the server's own that may POST (requestSettings; requireSameOrigin reads it). */
    allowedOrigins: readonly string[] | undefined;
    /** True when the client went away mid-request (the request log says so instead of a status). */
    clientAborted: boolean | undefined;
  }
}

export interface RequestSettings {
  bodyIdleMs: number;
  allowedOrigins: readonly string[];
}

/** Hands the configured settings to the middleware that need them, whichever route they serve. */
export function requestSettings(settings: RequestSettings): MiddlewareHandler {
  return async (c, next) => {
    c.set('bodyIdleMs', settings.bodyIdleMs);
    c.set('allowedOrigins', settings.allowedOrigins);
    await next();
  };
}
