import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where the server may post pushes: the browsers' own push services, matched by host name or a
 * parent domain (Chrome and Edge's FCM, Firefox's Mozilla service, Safari's Apple service, Windows'
 * WNS). An operator extends the list (PUSH_SERVICE_HOSTS); a test may allow exact local origins.
 */
const knownPushHosts = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

/** The push endpoints this server accepts. */
export type PushPolicy = {
  /** Host names (and their subdomains) of accepted push services. */
  hosts: readonly string[];
  /** Exact origins accepted as they are, plain http and loopback included: tests' local push service only. */
  localOrigins: readonly string[];
  /** How long one push service may take to answer before that push is given up. */
  sendTimeoutMs: number;
};

/** A push service's answer is awaited this long by default. */
const defaultSendTimeoutMs = 5_000;

/** The policy of a server: the known services plus the operator's hosts. */
export function createPushPolicy(
  extraHosts: readonly string[] = [],
  localOrigins: readonly string[] = [],
  sendTimeoutMs = defaultSendTimeoutMs,
): PushPolicy {
  const hosts = [...knownPushHosts, ...extraHosts.map((host) => host.trim().toLowerCase()).filter(Boolean)];
  return { hosts, localOrigins: localOrigins.map((origin) => new URL(origin).origin), sendTimeoutMs };
}

// Addresses a push must never reach: loopback, private, link-local, carrier-grade NAT, unique local,
// unspecified, multicast and the documentation ranges; IPv4 mapped into IPv6 is read as IPv4.
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** True for an address a push must never go to (private, loopback, link-local and the like). */
export function isForbiddenAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return blocked.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const isLocalOrigin = (url: URL, policy: PushPolicy) => policy.localOrigins.includes(url.origin);

/**
 * Whether an endpoint URL may be stored: a test's local origin, or https on a push service's host
 * name (never an IP literal, never a port or credentials), checked without the network.
 */
export function isAcceptedEndpoint(url: URL, policy: PushPolicy): boolean {
  if (isLocalOrigin(url, policy)) return true;
  if (url.protocol !== 'https:' || url.username || url.password || url.port !== '') return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return false;
  return policy.hosts.some((known) => host === known || host.endsWith(`.${known}`));
}

/**
 * Where the endpoint's name resolves now: 'forbidden' when any address is private, loopback or
 * link-local; 'unresolved' when the name does not resolve here (accepted when saved, checked again
 * when sending); 'ok' otherwise. A test's local origin is always 'ok'.
 */
export async function resolveEndpoint(
  url: URL,
  policy: PushPolicy,
  resolve: (host: string) => Promise<{ address: string }[]> = (host) => lookup(host, { all: true }),
): Promise<'ok' | 'forbidden' | 'unresolved'> {
  if (isLocalOrigin(url, policy)) return 'ok';
  let addresses: { address: string }[];
  try {
    addresses = await resolve(url.hostname);
  } catch {
    return 'unresolved';
  }
  if (addresses.length === 0) return 'unresolved';
  return addresses.some(({ address }) => isForbiddenAddress(address)) ? 'forbidden' : 'ok';
}
