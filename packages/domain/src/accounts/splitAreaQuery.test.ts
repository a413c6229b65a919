import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitAreaQuery } from './splitAreaQuery.ts';

describe('splitAreaQuery (signup finds every town)', () => {
  it.each([
    ['Campinas', 'campinas', undefined],
    ['São Paulo - SP', 'sao paulo', 'sp'],
    ['sao paulo-SP', 'sao paulo-sp', undefined],
    ['Vila Mariana, São Paulo', 'vila mariana', 'sao paulo'],
    ['Pinheiros / SP', 'pinheiros', 'sp'],
    ['Embu-Guaçu', 'embu-guacu', undefined],
    ['Embu-Guaçu - SP', 'embu-guacu', 'sp'],
    ['  SP ', 'sp', undefined],
    [', SP', ', sp', undefined],
    ['Campinas -', 'campinas -', undefined],
  ])('%j → head %j, tail %j', (text, head, tail) => {
    const query = splitAreaQuery(text);
    expect(query.head).toBe(head);
    expect(query.tail).toBe(tail);
  });

  it('invariant: head and tail are parts of the folded text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        const { key, head, tail } = splitAreaQuery(text);
        expect(key.includes(head)).toBe(true);
        if (tail !== undefined) expect(key.endsWith(tail)).toBe(true);
      }),
    );
  });
});
