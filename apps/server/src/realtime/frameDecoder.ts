import { unescapeHeaderValue } from './escapeHeaderValue.ts';
import type { StompFrame } from './stompFrame.ts';
import { usesHeaderEscaping } from './stompFrame.ts';

/** What one chunk of bytes turns into: whole frames, heart-beats (bare EOLs), or one fatal error. */
export type DecodedItem =
  | { kind: 'frame'; frame: StompFrame }
  | { kind: 'heartbeat' }
  | { kind: 'error'; message: string };

/** Size limits that keep a hostile peer from growing our memory. */
export type FrameLimits = { maxHeaderBytes: number; maxBodyBytes: number };

const defaultLimits: FrameLimits = { maxHeaderBytes: 16 * 1024, maxBodyBytes: 64 * 1024 };
const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const utf8 = new TextDecoder('utf-8', { fatal: true });

type Parsed = { frame: StompFrame; end: number } | { error: string } | 'incomplete';

/**
 * Streaming STOMP decoder: bytes go in as they arrive (a WebSocket message may hold several frames,
 * or part of one), frames come out whole. After an error it stays broken, because the stream can no
 * longer be trusted to be aligned on frame boundaries.
 */
export class FrameDecoder {
  #pending: Buffer = Buffer.alloc(0);
  #broken = false;
  #limits: FrameLimits;

  constructor(limits: Partial<FrameLimits> = {}) {
    this.#limits = { ...defaultLimits, ...limits };
  }

  /** Bytes waiting for the rest of their frame (bounded by the limits). */
  get pendingBytes(): number {
    return this.#pending.byteLength;
  }

  /** Feeds bytes; returns every complete item they finish, in order. */
  push(chunk: Uint8Array): DecodedItem[] {
    if (this.#broken) return [];
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let buffer = this.#pending.byteLength === 0 ? bytes : Buffer.concat([this.#pending, bytes]);
    const items: DecodedItem[] = [];
    let offset = 0;
    while (offset < buffer.byteLength) {
      const byte = buffer[offset];
      if (byte === LF) {
        items.push({ kind: 'heartbeat' });
        offset++;
        continue;
      }
      if (byte === CR) {
        if (offset + 1 >= buffer.byteLength) break;
        if (buffer[offset + 1] !== LF) return this.#fail(items, 'CR sem LF fora de um frame');
        items.push({ kind: 'heartbeat' });
        offset += 2;
        continue;
      }
      const parsed = this.#parseFrame(buffer, offset);
      if (parsed === 'incomplete') break;
      if ('error' in parsed) return this.#fail(items, parsed.error);
      items.push({ kind: 'frame', frame: parsed.frame });
      offset = parsed.end;
    }
    buffer = buffer.subarray(offset);
    // Copy the remainder so a small leftover does not pin a large WebSocket message in memory.
    this.#pending = buffer.byteLength === 0 ? Buffer.alloc(0) : Buffer.from(buffer);
    return items;
  }

  #fail(items: DecodedItem[], message: string): DecodedItem[] {
    this.#broken = true;
    this.#pending = Buffer.alloc(0);
    items.push({ kind: 'error', message });
    return items;
  }

  #parseFrame(buffer: Buffer, start: number): Parsed {
    const { maxHeaderBytes, maxBodyBytes } = this.#limits;
    const lines: string[] = [];
    let position = start;
    for (;;) {
      const lineEnd = buffer.indexOf(LF, position);
      if (lineEnd === -1 || lineEnd - start > maxHeaderBytes) {
        if (buffer.byteLength - start > maxHeaderBytes) return { error: 'cabeçalhos grandes demais' };
        return 'incomplete';
      }
      const contentEnd = lineEnd > position && buffer[lineEnd - 1] === CR ? lineEnd - 1 : lineEnd;
      let line: string;
      try {
        line = utf8.decode(buffer.subarray(position, contentEnd));
      } catch {
        return { error: 'cabeçalho com UTF-8 inválido' };
      }
      position = lineEnd + 1;
      if (line === '') break;
      lines.push(line);
    }
    const [command, ...headerLines] = lines;
    if (command === undefined || !/^[A-Z]+$/.test(command)) return { error: 'comando STOMP inválido' };
    const escaped = usesHeaderEscaping(command);
    const headers: Array<readonly [string, string]> = [];
    for (const headerLine of headerLines) {
      const colon = headerLine.indexOf(':');
      if (colon <= 0) return { error: `cabeçalho malformado: ${headerLine.slice(0, 40)}` };
      const name = escaped ? unescapeHeaderValue(headerLine.slice(0, colon)) : headerLine.slice(0, colon);
      const value = escaped ? unescapeHeaderValue(headerLine.slice(colon + 1)) : headerLine.slice(colon + 1);
      if (name === null || value === null) return { error: 'escape inválido em cabeçalho' };
      headers.push([name, value]);
    }
    const lengthHeader = headers.find(([name]) => name === 'content-length')?.[1];
    let bodyEnd: number;
    if (lengthHeader !== undefined) {
      if (!/^\d{1,9}$/.test(lengthHeader)) return { error: 'content-length inválido' };
      const length = Number(lengthHeader);
      if (length > maxBodyBytes) return { error: 'corpo grande demais' };
      if (buffer.byteLength < position + length + 1) return 'incomplete';
      bodyEnd = position + length;
      if (buffer[bodyEnd] !== NUL) return { error: 'frame sem NUL depois do content-length' };
    } else {
      bodyEnd = buffer.indexOf(NUL, position);
      if (bodyEnd === -1) {
        return buffer.byteLength - position > maxBodyBytes ? { error: 'corpo grande demais' } : 'incomplete';
      }
      if (bodyEnd - position > maxBodyBytes) return { error: 'corpo grande demais' };
    }
    const body = new Uint8Array(buffer.subarray(position, bodyEnd));
    return { frame: { command, headers, body }, end: bodyEnd + 1 };
  }
}
