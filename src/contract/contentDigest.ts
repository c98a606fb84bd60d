/**
 * Content-Digest (RFC 9530): the SHA-256 of a POST's body bytes, sent by the outbox with every
 * attempt. The server stores it with the Idempotency-Key, so a resend is told apart from another
 * submission under the same key before its body is read (docs/RELIABILITY.md, "Limits that keys
 * cannot skip").
 */
export const CONTENT_DIGEST_HEADER = 'Content-Digest';

/** SHA-256 digests are 32 bytes: 44 base64 characters with their padding. */
const SHA256_BASE64_LENGTH = 44;
/** A base64 string's characters (padding checked apart); one character class, so it cannot backtrack. */
const BASE64_CHARS = /^[A-Za-z0-9+/]*$/;

/** The header's value for a SHA-256 digest given in base64: `sha-256=:<base64>:`. */
export function sha256ContentDigest(base64: string): string {
  return `sha-256=:${base64}:`;
}

/** The member's value as a base64 SHA-256 digest, or null when it is not one. */
function sha256Value(member: string): string | null {
  // Parameters (`;...`) may follow a dictionary member's value; a digest has none that matter.
  const value = member.split(';', 1)[0]?.trim() ?? '';
  if (value.length !== SHA256_BASE64_LENGTH + 2 || !value.startsWith(':') || !value.endsWith(':')) return null;
  const base64 = value.slice(1, -1);
  if (!base64.endsWith('=') || base64.endsWith('==') || !BASE64_CHARS.test(base64.slice(0, -1))) return null;
  return base64;
}

/**
 * The base64 SHA-256 digest a Content-Digest value carries: undefined when it names no `sha-256`
 * (other algorithms are ignored, as RFC 9530 lets a recipient do), 'malformed' when its `sha-256`
 * member is not a 32-byte digest. A dictionary's last member of a name wins (RFC 8941). Linear in
 * the value's length, which Node bounds with the header size anyway.
 */
export function sha256OfContentDigest(header: string): string | 'malformed' | undefined {
  let found: string | 'malformed' | undefined;
  for (const member of header.split(',')) {
    const eq = member.indexOf('=');
    if (eq < 0) continue;
    if (member.slice(0, eq).trim() !== 'sha-256') continue;
    found = sha256Value(member.slice(eq + 1)) ?? 'malformed';
  }
  return found;
}
