import { apiPaths, detailPath, IDEMPOTENCY_HEADER } from '../../../src/contract/paths';
import { applicationFields } from './forms';

/** mulberry32: a small seeded PRNG, so a failing run is replayed exactly with the same seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FuzzRequest {
  method: string;
  /** The request target as written on the wire. */
  target: string;
  headers: [string, string][];
  body: Buffer;
  /** The body is shorter than its Content-Length says. */
  truncated: boolean;
  /** After a truncated body: close the connection (true) or stall until the server gives up (false). */
  hangUp: boolean;
}

type Rand = () => number;
const pick = <T>(r: Rand, items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;
const chance = (r: Rand, p: number) => r() < p;

const METHODS = ['GET', 'GET', 'GET', 'POST', 'POST', 'POST', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'FOO', 'get'];
const BASE_PATHS = [
  apiPaths.jobs,
  apiPaths.companies,
  apiPaths.articles,
  apiPaths.enquiry,
  apiPaths.application,
  apiPaths.limits,
  detailPath(apiPaths.jobs, 1),
  `${apiPaths.companies}/0`,
  `${apiPaths.articles}/99999999999`,
  `${apiPaths.jobs}/1e3`,
  '/api',
  '/api/',
  '/',
  '/find-jobs',
  '/assets/index-AbC123.js',
  '/assets/index-AbC123.js.map',
  '/uploads/logo-a.svg',
  '/index.html',
  '/sw.js',
];
const ODD_PIECES = [
  '%00',
  '%0A',
  '%0D%0A',
  '%ZZ',
  '%',
  '%C0%AE',
  '%2e%2e/',
  '..',
  '//',
  '%2F',
  '\u00e9',
  '%E2%80%A8',
  '?',
  '#x',
  ';a=b',
  '%252e',
  '~',
  '*',
  ' ',
];

/** Pieces of hostile keyword searches: full-text syntax of both engines, any script, control characters. */
const SEARCH_PIECES = [
  '"',
  "'",
  '*',
  '-',
  'NEAR',
  'NEAR(a b, 2)',
  'AND',
  'OR',
  'NOT',
  '^',
  ':*',
  '&',
  '|',
  '!',
  '<->',
  '(',
  ')',
  '{',
  '\\',
  'title:',
  '%',
  '_',
  'accountant',
  'acountant',
  'tally',
  'சென்னை',
  'नौकरी',
  '職',
  '😀',
  'e\u0301',
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\u200b',
  // A lone surrogate cannot be UTF-8: it travels as the bytes of one (searchParam below).
  '\ud800',
  '\u202e',
  ' ',
];

const searchParam = (q: string) => q.split('\ud800').map(encodeURIComponent).join('%ED%A0%80');

/** A keyword search of the job list: a few hostile pieces, sometimes 10 KB of them (answered 400). */
export function hostileSearch(r: Rand): string {
  const pieces = Array.from({ length: 1 + Math.floor(r() * 6) }, () => pick(r, SEARCH_PIECES));
  const q = chance(r, 0.05)
    ? pieces.join('').repeat(Math.ceil(10_240 / Math.max(1, pieces.join('').length)))
    : pieces.join(chance(r, 0.5) ? ' ' : '');
  const filter = chance(r, 0.3) ? `&location=${pick(r, ['Chennai', '%00', 'x'])}` : '';
  return `${apiPaths.jobs}?offset=${pick(r, ['0', '20', '-1'])}&limit=20${filter}&q=${searchParam(q)}`;
}

function oddPath(r: Rand, method: string): string {
  if (method === 'GET' && chance(r, 0.1)) return hostileSearch(r);
  // Most POSTs go to the two forms, so their bodies reach the form handlers.
  if (method === 'POST' && chance(r, 0.7))
    return pick(r, [apiPaths.enquiry, apiPaths.application]) + (chance(r, 0.1) ? '?x=1' : '');
  let path = pick(r, BASE_PATHS);
  const edits = Math.floor(r() * 3);
  for (let i = 0; i < edits; i++) {
    const piece = pick(r, ODD_PIECES);
    path = chance(r, 0.5) ? `${path}${piece}` : `${path}/${piece}${Math.floor(r() * 100)}`;
  }
  if (chance(r, 0.15)) path += `?q=${pick(r, ODD_PIECES)}&id=${pick(r, ['1', '-1', 'x', '%00', ''])}`;
  if (chance(r, 0.02)) path += 'a'.repeat(4000 + Math.floor(r() * 8000));
  // Characters Node's parser refuses in a request target (a 400 from it) stay in sometimes.
  return chance(r, 0.7) ? path.replace(/ /g, '%20').replace(/[^\x21-\x7e]/g, encodeURIComponent) : path;
}

const ODD_VALUES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  true,
  [],
  {},
  ['a'],
  { a: 1 },
  '',
  ' ',
  'x'.repeat(300),
  '\u0000',
  '<script>',
  '9'.repeat(40),
];

function enquiryJson(r: Rand): string {
  const valid = {
    companyName: 'Alpha',
    email: 'hr@alpha.example',
    phone: '+91 44 2345 6789',
    jobTitle: 'Accountant',
    description: 'Posts.',
  };
  // Each field kept as is, given an odd value, or left out.
  const fields = Object.entries(valid)
    .filter(() => !chance(r, 0.1))
    .map(([key, value]) => [key, chance(r, 0.15) ? pick(r, ODD_VALUES) : value]);
  if (chance(r, 0.05)) fields.push(['description', 'd'.repeat(70_000)]);
  const text = JSON.stringify(chance(r, 0.1) ? pick(r, ODD_VALUES) : Object.fromEntries(fields));
  return chance(r, 0.15) ? text.slice(0, Math.floor(r() * text.length)) : text;
}

/** The first bytes of a PDF, a .doc (OLE2), a .docx (ZIP), an executable, and nothing. */
const FILE_HEADS = [
  Buffer.from('%PDF-1.7\n'),
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('MZ'),
  Buffer.alloc(0),
];

function multipart(r: Rand, boundary: string): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(applicationFields)) {
    if (chance(r, 0.1)) continue;
    const odd = chance(r, 0.2)
      ? String(
          pick(
            r,
            ODD_VALUES.map((v) => JSON.stringify(v) ?? ''),
          ),
        )
      : value;
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${chance(r, 0.03) ? 'n'.repeat(5000) : odd}\r\n`,
      ),
    );
  }
  if (chance(r, 0.8)) {
    const name = pick(r, ['cv.pdf', 'cv.doc', 'cv.docx', 'cv.exe', '', 'a'.repeat(300) + '.pdf', 'cv.PDF', '../../cv.pdf']);
    const head = pick(r, FILE_HEADS);
    const bytes = Buffer.concat([head, Buffer.alloc(Math.floor(r() * 20_000), 0x41)]);
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(chance(r, 0.9) ? `--${boundary}--\r\n` : 'garbage'));
  const all = Buffer.concat(parts);
  return chance(r, 0.1) ? all.subarray(0, Math.floor(r() * all.length)) : all;
}

/** One random request: mostly near-valid, often wrong in one or two ways. */
export function fuzzRequest(r: Rand): FuzzRequest {
  const method = pick(r, METHODS);
  const target = oddPath(r, method);
  const headers: [string, string][] = [['Host', 'localhost']];
  let body: Buffer = Buffer.alloc(0);
  if (method !== 'GET' && method !== 'HEAD' && chance(r, 0.9)) {
    const kind = pick(r, ['json', 'json', 'multipart', 'multipart', 'text', 'bytes']);
    const boundary = '----fuzz' + Math.floor(r() * 1e6);
    if (kind === 'json') {
      body = Buffer.from(enquiryJson(r));
      headers.push([
        'Content-Type',
        pick(r, ['application/json', 'application/json; charset=utf-8', 'text/plain', 'multipart/form-data']),
      ]);
    } else if (kind === 'multipart') {
      body = multipart(r, boundary);
      headers.push([
        'Content-Type',
        pick(r, [
          `multipart/form-data; boundary=${boundary}`,
          'multipart/form-data',
          `multipart/form-data; boundary=other`,
          'application/json',
        ]),
      ]);
    } else {
      body = Buffer.from(Array.from({ length: Math.floor(r() * 2000) }, () => Math.floor(r() * 256)));
      if (kind === 'text')
        headers.push([
          'Content-Type',
          pick(r, ['text/plain', 'application/x-www-form-urlencoded', ';;;', 'multipart/form-data; boundary=']),
        ]);
    }
  }
  if (chance(r, 0.3)) headers.push([IDEMPOTENCY_HEADER, pick(r, [`k-${Math.floor(r() * 50)}`, '', ' ', 'x'.repeat(300), 'ü'])]);
  if (chance(r, 0.2)) headers.push(['Origin', pick(r, ['https://evil.example', 'null', 'http://localhost', 'garbage'])]);
  if (chance(r, 0.2)) headers.push(['Sec-Fetch-Site', pick(r, ['cross-site', 'same-origin', 'same-site', 'none', 'weird'])]);
  if (chance(r, 0.2)) headers.push(['Accept-Encoding', pick(r, ['gzip', 'br;q=0', '*', 'gzip;q=abc', ', ,'])]);
  if (chance(r, 0.1)) headers.push(['If-None-Match', pick(r, ['*', '"x"', 'W/"', ''])]);
  if (chance(r, 0.1)) headers.push(['Accept', pick(r, ['application/json', 'text/html', '*/*', ''])]);
  if (chance(r, 0.1)) headers.push(['X-Forwarded-For', pick(r, ['1.2.3.4', 'garbage, ,', '::1'])]);
  if (chance(r, 0.01)) headers.push(['X-Big', 'b'.repeat(20_000)]);

  // A truncated body declares 100 bytes more than it sends.
  const truncated = body.length > 0 && chance(r, 0.06);
  if (!truncated && body.length > 0 && chance(r, 0.1)) headers.push(['Transfer-Encoding', 'chunked']);
  else if (body.length > 0 || chance(r, 0.1)) headers.push(['Content-Length', String(body.length + (truncated ? 100 : 0))]);
  return { method, target, headers, body, truncated, hangUp: truncated && chance(r, 0.7) };
}

/** The request's bytes: a chunked body is framed in one chunk (plus the last-chunk) unless truncated. */
export function wireBytes(req: FuzzRequest): Buffer {
  const chunked = req.headers.some(([name]) => name === 'Transfer-Encoding');
  const head = `${req.method} ${req.target} HTTP/1.1\r\n${req.headers.map(([k, v]) => `${k}: ${v}\r\n`).join('')}Connection: close\r\n\r\n`;
  const body = chunked
    ? Buffer.concat([Buffer.from(`${req.body.length.toString(16)}\r\n`), req.body, Buffer.from('\r\n0\r\n\r\n')])
    : req.body;
  return Buffer.concat([Buffer.from(head, 'latin1'), body]);
}
