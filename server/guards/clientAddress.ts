import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** `::ffff:10.0.0.1` (IPv4 on an IPv6 socket) is 10.0.0.1; case does not matter in IPv6. */
function normalize(address: string): string {
  const a = address.trim().toLowerCase();
  return a.startsWith('::ffff:') && a.includes('.') ? a.slice('::ffff:'.length) : a;
}

/** The direct peer's address; undefined when there is no socket (app.request in tests). */
export function peerAddress(c: Context): string | undefined {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return undefined;
  const address = getConnInfo(c).remote.address;
  return address === undefined ? undefined : normalize(address);
}

/**
 * The client's address. X-Forwarded-For is believed only when the direct peer is one of
 * `trustedProxies` (anyone else could write it), and then its right-most address that is not a
 * trusted proxy is the client: the entries left of it were written by the client itself.
 */
export function clientAddress(c: Context, trustedProxies: ReadonlySet<string>): string {
  const peer = peerAddress(c);
  if (peer === undefined) return 'unknown';
  if (!trustedProxies.has(peer)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map(normalize).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    if (hop !== undefined && !trustedProxies.has(hop)) return hop;
  }
  return hops[0] ?? peer;
}

/** The eight 16-bit groups of an IPv6 address, `::` expanded. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...zeros, ...right];
}

/**
 * Whom a limit counts: an IPv4 address, or an IPv6 address's /64 network, since one IPv6
 * subscriber usually holds a whole /64 and could otherwise take a new address per request.
 */
export function limitKey(address: string): string {
  if (!address.includes(':')) return address;
  return `${ipv6Groups(address.split('%')[0] ?? '')
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export function trustedProxySet(addresses: readonly string[]): ReadonlySet<string> {
  return new Set(addresses.map(normalize));
}
