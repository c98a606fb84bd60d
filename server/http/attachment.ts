/**
 * A stored file sent as a download. The name staff see comes from a stranger's upload, so it is
 * cleaned for the quoted `filename` (ASCII letters, digits, . _ - and spaces only) and sent whole,
 * percent-encoded, in `filename*` for browsers that read it. nosniff keeps the browser from
 * guessing a type and running the file; no-store keeps it out of every cache.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._ -]/g, '_')
    .replace(/^[.\s]+/, '')
    .slice(0, 150)
    .trim();
  return cleaned || 'download';
}

export function attachmentResponse(bytes: Uint8Array, name: string, contentType: string): Response {
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${safeFileName(name)}"; filename*=UTF-8''${encodeURIComponent(name.split(/[/\\]/).pop() ?? '')}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
    },
  });
}
