import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { serverTexts } from './server.texts.ts';

/** What Node's HTTP parser reports before any route runs, as our status and Portuguese text. */
function describe(code: string | undefined): [number, string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, serverTexts.timeout];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, serverTexts.headersTooLarge];
  return [400, serverTexts.malformedRequest];
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse, whose headers are too large, or
 * that took too long (headers or body) gets the usual `{ error }` in Portuguese, never Node's or
 * Fastify's English with their codes; then the connection closes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text] = describe(error.code);
  const body = JSON.stringify({ error: text });
  // A response already under way (a slow reader) cannot get a second status line.
  const started = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (socket.writable && !started)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy();
}
