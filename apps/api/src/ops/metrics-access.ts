import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';

// The same names Fastify's trustProxy understands, so one vocabulary serves both settings.
const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** A matcher for METRICS_ALLOW entries: addresses, CIDR ranges and the three names above. */
export function addressMatcher(entries: string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => NAMED[e] ?? [e])) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    // An IPv4 client on a dual-stack socket appears as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
    const type = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
    return isIP(plain) !== 0 && list.check(plain, type);
  };
}

/** Compares an Authorization header with `Bearer <token>` without leaking the match by timing. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7));
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
