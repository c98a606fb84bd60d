// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { sha256ContentDigest, sha256OfContentDigest } from '../../../src/contract/contentDigest';

const DIGEST = 'X48E9qOokqqrvdts8nOJRJN3OWDUoyWxBf7kbu9DBPE=';

describe('Content-Digest (RFC 9530)', () => {
  it('round-trips a SHA-256 digest', () => {
    expect(sha256ContentDigest(DIGEST)).toBe(`sha-256=:${DIGEST}:`);
    expect(sha256OfContentDigest(sha256ContentDigest(DIGEST))).toBe(DIGEST);
  });

  it('finds sha-256 among other algorithms, with parameters and spaces, the last one winning', () => {
    expect(sha256OfContentDigest(`sha-512=:AAAA:, sha-256=:${DIGEST}:;note=1`)).toBe(DIGEST);
    expect(sha256OfContentDigest(`sha-256=:${'A'.repeat(43)}=:,  sha-256=:${DIGEST}:`)).toBe(DIGEST);
  });

  it('says when there is no sha-256, and when the sha-256 is not a 32-byte digest', () => {
    expect(sha256OfContentDigest('sha-512=:AAAA:')).toBeUndefined();
    expect(sha256OfContentDigest('sha-256')).toBeUndefined();
    for (const bad of [
      'sha-256=:AAAA:',
      `sha-256=${DIGEST}`,
      `sha-256=:${DIGEST.slice(0, -1)}A:`,
      `sha-256=:${'*'.repeat(43)}=:`,
    ]) {
      expect(sha256OfContentDigest(bad)).toBe('malformed');
    }
  });
});
