import { existsSync } from 'node:fs';

/** Debian's Chromium; never a downloaded browser (docs/TESTING.md). */
const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Flags for headless Chromium on these machines. --no-sandbox: tests run as root in a container.
 * The background-networking flags stop Chromium from trying to reach outside hosts that this
 * machine cannot reach (slow starts, noise in the server log).
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Chromium binary the tests drive: CHROMIUM_PATH when set, else Debian's /usr/bin/chromium. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH?.trim() || DEFAULT_CHROMIUM_PATH;
}

/** Throws a message that says how to install Chromium when the binary is missing. */
export function assertChromiumInstalled(): string {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}: install it with \`apt-get install -y chromium\` (Debian) or set CHROMIUM_PATH`,
    );
  }
  return path;
}
