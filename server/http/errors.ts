import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

import type { Logger } from './logger';
import { escapeLogText } from './logger';

/**
 * Every error answer is JSON `{ message, errors? }`. The web app shows `message` verbatim after
 * "Failed to submit the application: ", so messages are whole sentences meant for a visitor.
 */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/** A refusal caused by the client's request; thrown anywhere, answered by the error handler. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
    /** Extra answer headers, e.g. `Connection: close` after refusing a large upload. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The client closed the connection before its body arrived: nobody is left to answer, nothing went wrong here. */
export class ClientAbortError extends Error {
  override name = 'ClientAbortError';
  constructor() {
    super('The client closed the connection before sending the whole request.');
  }
}

export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  body: ErrorBody,
  headers?: Record<string, string>,
): Response {
  return c.json(body, status, headers);
}

/** 400 with each invalid field's first message, e.g. `{ fullname: "Full Name is required" }`. */
export function invalidFields(errors: Record<string, string>): ApiError {
  return new ApiError(400, `Please check the form: ${Object.values(errors).join('; ')}.`, errors);
}

export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a few minutes.';

/** The app's one error handler: client mistakes keep their status, anything else is a logged 500. */
export function errorHandler(logger: Logger): ErrorHandler {
  return (err, c) => {
    if (err instanceof ApiError) {
      return errorResponse(
        c,
        err.status,
        err.errors ? { message: err.message, errors: err.errors } : { message: err.message },
        err.headers,
      );
    }
    if (err instanceof ClientAbortError) {
      // One info line from the request log, not a 500 with a stack trace (a log flood on demand).
      c.set('clientAborted', true);
      return errorResponse(c, 400, { message: err.message }, { Connection: 'close' });
    }
    if (err instanceof HTTPException && err.status < 500) {
      return errorResponse(c, err.status, { message: err.message || 'The request could not be handled.' });
    }
    logger.error(`${escapeLogText(c.req.method)} ${escapeLogText(c.req.path)} failed`, err);
    return errorResponse(c, 500, { message: UNEXPECTED_ERROR_MESSAGE });
  };
}
