import { escapeHeaderValue } from './escapeHeaderValue.ts';
import type { StompFrame } from './stompFrame.ts';
import { usesHeaderEscaping } from './stompFrame.ts';

const commandsWithBody = new Set(['SEND', 'MESSAGE', 'ERROR']);

/**
 * Encodes a frame to bytes. A frame that may carry a body always gets a content-length counted in
 * UTF-8 bytes (never characters: "ç" is two bytes), so a body may even hold NUL.
 */
export function encodeFrame(frame: StompFrame): Buffer {
  const escaping = usesHeaderEscaping(frame.command);
  let head = `${frame.command}\n`;
  const withLength = commandsWithBody.has(frame.command) || frame.body.byteLength > 0;
  for (const [name, value] of frame.headers) {
    if (withLength && name === 'content-length') continue;
    head += escaping ? `${escapeHeaderValue(name)}:${escapeHeaderValue(value)}\n` : `${name}:${value}\n`;
  }
  if (withLength) head += `content-length:${frame.body.byteLength}\n`;
  head += '\n';
  const headBytes = Buffer.from(head, 'utf8');
  const out = Buffer.allocUnsafe(headBytes.byteLength + frame.body.byteLength + 1);
  headBytes.copy(out, 0);
  out.set(frame.body, headBytes.byteLength);
  out[out.byteLength - 1] = 0;
  return out;
}
