import type { Server } from 'node:http';

/**
 * The origin written into mailed links (activation, password reset): PUBLIC_URL when set, else the
 * address the server listens on. Never a request header: a forged Host or X-Forwarded-Host must not
 * send a resident a link to someone else's site. Before the server listens (tests that only
 * inject), and on a wildcard address, it is `localhost` on that port.
 */
export function createLinkOrigin(publicUrl: string | null, server: Server): () => string {
  if (publicUrl) {
    const origin = new URL(publicUrl).origin;
    return () => origin;
  }
  return () => listenOrigin(server.address());
}

/** `http://host:port` of a listening address; wildcards and no address at all become localhost. */
export function listenOrigin(address: ReturnType<Server['address']>): string {
  if (address === null || typeof address === 'string') return 'http://localhost';
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
