import type { FastifyRequest } from 'fastify';

/** The origin a browser sees for this server: the configured public URL, else the request's own. */
export function ownOrigin(request: FastifyRequest, publicUrl: string | null): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${request.protocol}://${request.host}`;
}
