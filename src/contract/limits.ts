/**
 * GET apiPaths.limits: the limits the server enforces, so the forms check the same before
 * sending. The agency's own API has no such endpoint; a client then keeps its defaults.
 */
export interface LimitsDto {
  resumeMaxBytes: number;
}

/** The limits in an answer, or null when it does not hold a usable one (then the default applies). */
export function decodeLimits(body: unknown): LimitsDto | null {
  if (typeof body !== 'object' || body === null || !('resumeMaxBytes' in body)) return null;
  const { resumeMaxBytes } = body;
  return typeof resumeMaxBytes === 'number' && Number.isSafeInteger(resumeMaxBytes) && resumeMaxBytes > 0
    ? { resumeMaxBytes }
    : null;
}
