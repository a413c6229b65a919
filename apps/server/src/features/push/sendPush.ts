import webpush from 'web-push';
import type { StoredSubscription } from './repository.ts';
import type { VapidKeys } from './vapidKeys.ts';

/** How long a push service keeps an undelivered push (a phone that is off): one day. */
const ttlSeconds = 24 * 60 * 60;

/**
 * Sends one encrypted push (RFC 8291, VAPID RFC 8292) and answers the push service's status.
 * `web-push` encrypts and signs; the request itself goes through fetch, which also speaks plain http
 * to a local push service.
 */
export async function sendPush(
  subscription: StoredSubscription,
  payload: string,
  vapid: VapidKeys & { subject: string },
  timeoutMs: number,
): Promise<number> {
  const details = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    payload,
    { vapidDetails: vapid, TTL: ttlSeconds, contentEncoding: 'aes128gcm' },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers,
    body: new Uint8Array(details.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.body?.cancel();
  return response.status;
}
