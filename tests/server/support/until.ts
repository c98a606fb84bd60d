/**
 * Resolves once `check` holds, polling it: tests wait for a state, never for a fixed time, so they
 * pass on a loaded machine too. Rejects after `timeoutMs` with what was awaited.
 */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
