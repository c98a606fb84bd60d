import { request } from 'node:http';
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  bodyBytes: Buffer;
}

/** Splits a raw HTTP/1.1 answer into status, headers (lower-case names) and body. */
export function parseRawAnswer(all: Buffer): RawAnswer {
  const split = all.indexOf('\r\n\r\n');
  const head = all.subarray(0, split).toString('latin1');
  const bodyBytes = all.subarray(split + 4);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const parsed: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(':');
    parsed[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers: parsed, body: bodyBytes.toString('utf8'), bodyBytes };
}

/** Writes `request` as is on a new connection and resolves with everything the server sent until it closed. */
export function rawExchange(port: number, request: string | Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('connect', () => socket.write(request));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' ? socket.destroy() : reject(err)));
    socket.on('close', () => resolve(Buffer.concat(chunks)));
  });
}

/** Sends `path` byte for byte (no URL normalisation, unlike fetch) and reads the whole answer. */
export async function rawGet(port: number, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const extra = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  return parseRawAnswer(await rawExchange(port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extra}\r\n`));
}

export interface UploadResult {
  status: number | undefined;
  body: string;
  /** How many body bytes the client managed to write before the server stopped reading. */
  written: number;
  error: string | undefined;
}

/**
 * Streams a body of `totalBytes` to the server in 64 KB chunks as fast as it takes them, and
 * resolves with the answer (or the error, e.g. the server closing the connection).
 * With `contentLength: false` the body goes chunked, so only counting can stop it.
 */
export function streamUpload(
  port: number,
  path: string,
  totalBytes: number,
  options: { contentLength: boolean; contentType?: string },
): Promise<UploadResult> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = {
      'Content-Type': options.contentType ?? 'multipart/form-data; boundary=----x',
    };
    if (options.contentLength) headers['Content-Length'] = totalBytes;
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers });
    let written = 0;
    let settled = false;
    const result: UploadResult = { status: undefined, body: '', written: 0, error: undefined };
    const finish = () => {
      if (settled) return;
      settled = true;
      result.written = written;
      resolve(result);
    };
    req.on('response', (res) => {
      result.status = res.statusCode;
      res.setEncoding('utf8');
      res.on('data', (d: string) => (result.body += d));
      res.on('end', finish);
      res.on('error', finish);
    });
    req.on('error', (e) => {
      result.error = e.message;
      // The answer may already be on its way; give it a moment before settling.
      setTimeout(finish, 200);
    });
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const pump = () => {
      while (written < totalBytes && !req.destroyed) {
        const n = Math.min(chunk.length, totalBytes - written);
        written += n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) {
          req.once('drain', pump);
          return;
        }
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
}

/** Starts an upload to `path` with `headers`, sends 256 KB of it and then drops the connection. */
export function abandonUpload(port: number, path: string, headers: Record<string, string | number>): Promise<void> {
  return new Promise<void>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers });
    req.on('error', () => resolve());
    req.write(Buffer.alloc(256 * 1024, 0x42), () => {
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    });
  });
}
