import { useMemo, useRef } from 'react';

/**
 * A fresh UUID for the Idempotency-Key header. crypto.randomUUID exists only in secure contexts
 * (https, localhost); a phone testing the site over a LAN address still gets a valid random v4 UUID.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface SubmissionKey {
  /** The key of the submission whose content is `fingerprint`: the same one while it is unchanged. */
  keyFor(fingerprint: string): string;
  /** The submission is settled (sent, or saved for later): the next one gets a new key. */
  forget(): void;
}

/**
 * One Idempotency-Key per submission (docs/ARCHITECTURE.md): made when the visitor presses Submit, and
 * reused when they press it again on the unchanged form (a retry after a failure), so the server
 * can never record the same enquiry or application twice. Any change to the form makes a new one.
 */
export function useSubmissionKey(): SubmissionKey {
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(fingerprint: string) {
        if (last.current?.fingerprint !== fingerprint) last.current = { fingerprint, key: newIdempotencyKey() };
        return last.current.key;
      },
      forget() {
        last.current = null;
      },
    }),
    [],
  );
}
