import { ApiError } from '../http/errors';

/** "3 minutes", "1 minute": how long to wait, in words for the visitor. */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** 429 with Retry-After in seconds; the outbox keeps the submission and retries. */
export function tooManyRequests(seconds: number, message: string): ApiError {
  return new ApiError(429, message, undefined, { 'Retry-After': String(seconds) });
}
