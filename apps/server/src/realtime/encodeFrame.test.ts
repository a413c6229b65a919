import { describe, expect, it } from 'vitest';
import { encodeFrame } from './encodeFrame.ts';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

describe('encodeFrame', () => {
  it('counts content-length in UTF-8 bytes, not characters ("ç", "ã", emoji)', () => {
    const body = Buffer.from('{"t":"Olá, vizinhança 🏠"}', 'utf8');
    const encoded = text(encodeFrame({ command: 'MESSAGE', headers: [['destination', '/topic/x']], body }));
    expect(encoded).toBe(
      `MESSAGE\ndestination:/topic/x\ncontent-length:${body.byteLength}\n\n{"t":"Olá, vizinhança 🏠"}\0`,
    );
    expect(body.byteLength).toBe('{"t":"Olá, vizinhança 🏠"}'.length + 4);
  });

  it('replaces a caller-given content-length with the true one', () => {
    const encoded = text(
      encodeFrame({ command: 'SEND', headers: [['content-length', '1']], body: Buffer.from('ção') }),
    );
    expect(encoded).toBe('SEND\ncontent-length:5\n\nção\0');
  });

  it('escapes headers in MESSAGE but not in CONNECTED (STOMP 1.2)', () => {
    expect(
      text(encodeFrame({ command: 'RECEIPT', headers: [['receipt-id', 'a:b\nc']], body: new Uint8Array() })),
    ).toBe('RECEIPT\nreceipt-id:a\\cb\\nc\n\n\0');
    expect(
      text(encodeFrame({ command: 'CONNECTED', headers: [['server', 'a:b']], body: new Uint8Array() })),
    ).toBe('CONNECTED\nserver:a:b\n\n\0');
  });

  it('gives ERROR a content-length even when the body is empty', () => {
    expect(text(encodeFrame({ command: 'ERROR', headers: [], body: new Uint8Array() }))).toBe(
      'ERROR\ncontent-length:0\n\n\0',
    );
  });
});
