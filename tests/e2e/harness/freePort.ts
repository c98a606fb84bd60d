import { createServer } from 'node:net';

/**
 * A port nothing listens on right now: the OS picks one for a throwaway listener on port 0.
 * Another process could take it before the server binds it; on a test machine that is rare, and
 * the server then fails to start with a clear error rather than a wrong result.
 */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('could not read the probe port'))));
    });
  });
}
