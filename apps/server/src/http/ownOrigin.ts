import type { FastifyRequest } from 'fastify';

/**
 * The origin a browser sees for this server, for the CSRF Origin check only: the configured public
 * URL, else the request's own Host header as the browser sent it (a page cannot forge another
 * site's Host, so comparing a browser's Origin with it is sound). X-Forwarded-Host is never read.
 */
export function ownOrigin(request: FastifyRequest, publicUrl: string | null): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${request.protocol}://${request.headers.host ?? ''}`;
}
