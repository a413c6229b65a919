import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeFrame } from './encodeFrame.ts';
import { type DecodedItem, FrameDecoder } from './frameDecoder.ts';
import type { StompFrame } from './stompFrame.ts';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const frames = (items: DecodedItem[]) => items.flatMap((item) => (item.kind === 'frame' ? [item.frame] : []));
const bodyText = (frame: StompFrame | undefined) => Buffer.from(frame?.body ?? []).toString('utf8');

describe('FrameDecoder', () => {
  it.each([
    ['LF line ends', 'SEND\ndestination:/topic/a\n\noi\0'],
    ['CRLF line ends', 'SEND\r\ndestination:/topic/a\r\n\r\noi\0'],
    ['a content-length', 'SEND\ndestination:/topic/a\ncontent-length:2\n\noi\0'],
    ['trailing EOLs after NUL', 'SEND\ndestination:/topic/a\n\noi\0\n\r\n'],
  ])('decodes a frame with %s', (_, raw) => {
    const items = new FrameDecoder().push(bytes(raw));
    const [frame] = frames(items);
    expect(frame?.command).toBe('SEND');
    expect(frame?.headers).toEqual(
      [['destination', '/topic/a']].concat(raw.includes('content-length') ? [['content-length', '2']] : []),
    );
    expect(bodyText(frame)).toBe('oi');
  });

  it('decodes several frames in one chunk, with heart-beats between them', () => {
    const raw = 'SEND\ndestination:/a\n\num\0\nSEND\ndestination:/b\n\ndois\0';
    const items = new FrameDecoder().push(bytes(raw));
    expect(items.map((item) => item.kind)).toEqual(['frame', 'heartbeat', 'frame']);
    expect(frames(items).map(bodyText)).toEqual(['um', 'dois']);
  });

  it('reads a body holding NUL when content-length says so', () => {
    const [frame] = frames(new FrameDecoder().push(bytes('SEND\ncontent-length:3\n\na\0b\0')));
    expect([...(frame?.body ?? [])]).toEqual([0x61, 0, 0x62]);
  });

  it('keeps the first of repeated headers first (STOMP 1.2: first occurrence wins)', () => {
    const [frame] = frames(new FrameDecoder().push(bytes('SEND\nx:1\nx:2\n\n\0')));
    expect(frame?.headers).toEqual([
      ['x', '1'],
      ['x', '2'],
    ]);
  });

  it('unescapes headers, except in CONNECT', () => {
    const decoder = new FrameDecoder();
    const [connect, send] = frames(decoder.push(bytes('CONNECT\nlogin:a\\cb\n\n\0SEND\nd:a\\cb\\\\\n\n\0')));
    expect(connect?.headers).toEqual([['login', 'a\\cb']]);
    expect(send?.headers).toEqual([['d', 'a:b\\']]);
  });

  it.each([
    ['an undefined escape', 'SEND\nd:a\\tb\n\n\0', 'escape inválido em cabeçalho'],
    ['a header without a colon', 'SEND\nsemdoispontos\n\n\0', 'cabeçalho malformado: semdoispontos'],
    ['a lowercase command', 'send\n\n\0', 'comando STOMP inválido'],
    ['a non-numeric content-length', 'SEND\ncontent-length:dois\n\noi\0', 'content-length inválido'],
    [
      'no NUL after content-length',
      'SEND\ncontent-length:1\n\noi\0',
      'frame sem NUL depois do content-length',
    ],
    ['a CR without LF', '\rSEND\n\n\0', 'CR sem LF fora de um frame'],
  ])('reports %s as an error and then stays broken', (_, raw, message) => {
    const decoder = new FrameDecoder();
    expect(decoder.push(bytes(raw))).toEqual([{ kind: 'error', message }]);
    expect(decoder.push(bytes('SEND\n\n\0'))).toEqual([]);
  });

  it('refuses headers and bodies past the limits instead of buffering them', () => {
    const headers = new FrameDecoder({ maxHeaderBytes: 32 });
    expect(headers.push(bytes(`SEND\nx:${'a'.repeat(64)}`))).toEqual([
      { kind: 'error', message: 'cabeçalhos grandes demais' },
    ]);
    const body = new FrameDecoder({ maxBodyBytes: 8 });
    expect(body.push(bytes(`SEND\n\n${'a'.repeat(16)}`))).toEqual([
      { kind: 'error', message: 'corpo grande demais' },
    ]);
    expect(body.pendingBytes).toBe(0);
    const declared = new FrameDecoder({ maxBodyBytes: 8 });
    expect(declared.push(bytes('SEND\ncontent-length:9\n\n'))).toEqual([
      { kind: 'error', message: 'corpo grande demais' },
    ]);
  });

  it('reports a bare EOL as a heart-beat', () => {
    expect(new FrameDecoder().push(bytes('\n\r\n'))).toEqual([{ kind: 'heartbeat' }, { kind: 'heartbeat' }]);
  });

  const frameArbitrary = fc.record({
    command: fc.constantFrom('SEND', 'MESSAGE', 'SUBSCRIBE', 'RECEIPT', 'ERROR'),
    headers: fc.array(
      fc.tuple(
        fc.string({ minLength: 1, unit: 'grapheme' }).filter((name) => name !== 'content-length'),
        fc.string({ unit: 'grapheme' }),
      ),
      { maxLength: 4 },
    ),
    body: fc.string({ unit: 'grapheme' }).map((text) => new Uint8Array(Buffer.from(text, 'utf8'))),
  });

  it('invariant: any frames, cut into any chunks, come out whole and equal to what was encoded', () => {
    fc.assert(
      fc.property(
        fc.array(frameArbitrary, { minLength: 1, maxLength: 4 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (input, cuts) => {
          const stream = Buffer.concat(input.map((frame) => encodeFrame(frame)));
          const points = [...new Set(cuts.map((cut) => cut % (stream.byteLength + 1)))].sort((a, b) => a - b);
          const decoder = new FrameDecoder();
          const out: StompFrame[] = [];
          let previous = 0;
          for (const point of [...points, stream.byteLength]) {
            out.push(...frames(decoder.push(stream.subarray(previous, point))));
            previous = point;
          }
          expect(out.map((frame) => frame.command)).toEqual(input.map((frame) => frame.command));
          out.forEach((frame, index) => {
            const source = input[index]!;
            expect(Buffer.from(frame.body).equals(Buffer.from(source.body))).toBe(true);
            expect(frame.headers.slice(0, source.headers.length)).toEqual(source.headers);
          });
          expect(decoder.pendingBytes).toBe(0);
        },
      ),
    );
  });

  it('invariant: a body with "ç", "ã" and emoji split inside a character arrives whole', () => {
    const body = 'Reunião na praça às 19h 🎉🏘️';
    const stream = encodeFrame({ command: 'MESSAGE', headers: [], body: bytes(body) });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: stream.byteLength - 1 }), (cut) => {
        const decoder = new FrameDecoder();
        const out = [...decoder.push(stream.subarray(0, cut)), ...decoder.push(stream.subarray(cut))];
        expect(bodyText(frames(out)[0])).toBe(body);
      }),
    );
  });
});
