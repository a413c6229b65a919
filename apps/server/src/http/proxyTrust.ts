import { BlockList, isIP } from 'node:net';

/**
 * Fastify's `trustProxy`: the peer that connected is believed about the client (X-Forwarded-For,
 * X-Forwarded-Proto) only when it is one of `proxies` (addresses or CIDR blocks, config.ts
 * readTrustProxy), and only it: one hop, what the proxy saw, never what a client wrote before it.
 * Any other peer is the client itself, whatever it writes.
 */
export function proxyTrust(proxies: readonly string[]): (address: string, hop: number) => boolean {
  const list = new BlockList();
  for (const entry of proxies) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address, hop) => {
    if (hop !== 0) return false;
    // A socket listening on `::` sees an IPv4 peer as `::ffff:a.b.c.d`.
    const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
    if (isIP(v4) === 4) return list.check(v4, 'ipv4');
    return isIP(address) === 6 && list.check(address, 'ipv6');
  };
}
