/** Content codings the server precompresses, best first. */
export type Coding = 'br' | 'gzip' | 'identity';

/**
 * Picks the coding for an Accept-Encoding header: br, then gzip, else identity. A coding listed
 * with q=0 is refused; `*` accepts any. Small and allocation-light: it runs on every GET.
 */
export function negotiateCoding(acceptEncoding: string | undefined, hasBr: boolean, hasGzip: boolean): Coding {
  if (!acceptEncoding || (!hasBr && !hasGzip)) return 'identity';
  const q = qualities(acceptEncoding);
  const accepts = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (hasBr && accepts('br')) return 'br';
  if (hasGzip && (accepts('gzip') || accepts('x-gzip'))) return 'gzip';
  return 'identity';
}

function qualities(header: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    let quality = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p);
      if (m) quality = Number(m[1]);
    }
    const key = name.trim().toLowerCase();
    if (key) out.set(key, Number.isFinite(quality) ? quality : 0);
  }
  return out;
}
