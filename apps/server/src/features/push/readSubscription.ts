import { isRecord } from '@vizinhos/domain';
import { httpError } from '../../http/httpError.ts';
import { pushServerTexts } from './push.texts.ts';
import { isAcceptedEndpoint, type PushPolicy } from './pushEndpointPolicy.ts';

const maxEndpointLength = 2048;

const decodedLength = (value: unknown) =>
  typeof value === 'string' && /^[A-Za-z0-9_-]+={0,2}$/.test(value)
    ? Buffer.from(value, 'base64url').length
    : -1;

/**
 * A browser's subscription (PushSubscription.toJSON()) checked, or a 400 in Portuguese. The server
 * posts to the endpoint, so it must be https on a known push service's host name (never an IP, a
 * port or credentials); only a test's local origin may be anything else (pushEndpointPolicy.ts).
 */
export function readSubscription(
  body: unknown,
  policy: PushPolicy,
): { endpoint: string; p256dh: string; auth: string } {
  if (!isRecord(body) || typeof body.endpoint !== 'string' || body.endpoint.trim() === '')
    throw httpError(400, pushServerTexts.endpointRequired);
  const endpoint = body.endpoint.trim();
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw httpError(400, pushServerTexts.endpointInvalid);
  }
  if (endpoint.length > maxEndpointLength || !isAcceptedEndpoint(url, policy))
    throw httpError(400, pushServerTexts.endpointInvalid);
  const keys = isRecord(body.keys) ? body.keys : {};
  // An uncompressed P-256 public key is 65 bytes; the auth secret 16 (RFC 8291).
  if (decodedLength(keys.p256dh) !== 65 || decodedLength(keys.auth) !== 16)
    throw httpError(400, pushServerTexts.keysInvalid);
  return { endpoint, p256dh: keys.p256dh as string, auth: keys.auth as string };
}
