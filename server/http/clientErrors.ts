import type { Duplex } from 'node:stream';

import type { Logger } from './logger';
import { escapeLogText } from './logger';
import { SECURITY_HEADERS } from './security';

interface ParserAnswer {
  status: 400 | 408 | 431;
  reason: string;
  message: string;
}

const TOO_LARGE: ParserAnswer = {
  status: 431,
  reason: 'Request Header Fields Too Large',
  message: 'The request headers are too large.',
};
const TIMEOUT: ParserAnswer = {
  status: 408,
  reason: 'Request Timeout',
  message: 'The request took too long to arrive. Please try again.',
};
const BAD: ParserAnswer = { status: 400, reason: 'Bad Request', message: 'The request could not be understood.' };

function answerFor(code: string | undefined): ParserAnswer {
  if (code === 'HPE_HEADER_OVERFLOW') return TOO_LARGE;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return TIMEOUT;
  return BAD;
}

/**
 * Node's own rule (its default clientError answer): write only when the connection's current
 * answer has not started, else the bytes would land in the middle of it. That current answer may be
 * the broken request's own (a bad chunked body arrives after its head was dispatched).
 * `_httpMessage` is the connection's current ServerResponse, which the event does not hand over.
 */
function answerStarted(socket: Duplex): boolean {
  const current: unknown = (socket as Duplex & { _httpMessage?: unknown })._httpMessage;
  return typeof current === 'object' && current !== null && 'headersSent' in current && current.headersSent === true;
}

/**
 * Node's 'clientError': a request its HTTP parser refused (bad request line, huge headers) or
 * that timed out, before the app saw it. Answered like the app's errors, JSON `{ message }` with the
 * security headers, written on the raw socket; a connection already answering or gone is just closed.
 */
export function answerClientError(err: Error & { code?: string }, socket: Duplex, logger: Logger): void {
  if (err.code === 'ECONNRESET' || !socket.writable || answerStarted(socket)) {
    socket.destroy();
    return;
  }
  const { status, reason, message } = answerFor(err.code);
  const body = JSON.stringify({ message });
  const headers = {
    'Content-Type': 'application/json; charset=UTF-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
    ...SECURITY_HEADERS,
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`);
  logger.info(`refused by the HTTP parser: ${status} ${escapeLogText(err.code ?? err.message)}`);
}
