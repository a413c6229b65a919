import { encodeFrame } from './encodeFrame.ts';
import { readHeader, type StompFrame } from './stompFrame.ts';

/**
 * An encoded ERROR frame: a short `message` header, the details as a UTF-8 text body, and the
 * `receipt-id` of the frame that caused it when that frame asked for a receipt (STOMP 1.2).
 */
export function buildErrorFrame(
  message: string,
  cause: StompFrame | undefined,
  details: string,
  extra: ReadonlyArray<readonly [string, string]>,
): Buffer {
  const receipt = cause && readHeader(cause, 'receipt');
  const headers: Array<readonly [string, string]> = [
    ['message', message],
    ['content-type', 'text/plain;charset=utf-8'],
    ...extra,
  ];
  if (receipt !== undefined) headers.push(['receipt-id', receipt]);
  return encodeFrame({ command: 'ERROR', headers, body: Buffer.from(details, 'utf8') });
}
