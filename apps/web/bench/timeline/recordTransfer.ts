// The bytes a page receives, as loginTransfer.bench.ts counts them: CDP Network.loadingFinished's
// encodedDataLength per response (headers plus the body as sent, compressed when it was).
import type { CDPSession } from 'playwright';

/** One response received: its URL, resource type, Content-Encoding and bytes on the wire. */
export type Received = { url: string; type: string; encoding: string; bytes: number };

/** Starts recording what the page behind `cdp` receives, with the cache off; the list fills as it goes. */
export async function recordTransfer(cdp: CDPSession): Promise<Received[]> {
  const pending = new Map<string, Omit<Received, 'bytes'>>();
  const received: Received[] = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const encoding = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    )?.[1];
    pending.set(requestId, { url: response.url, type, encoding: encoding ? String(encoding) : 'identity' });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = pending.get(requestId);
    if (response) received.push({ ...response, bytes: encodedDataLength });
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return received;
}
