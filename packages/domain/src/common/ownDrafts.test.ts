import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ownDrafts } from './ownDrafts.ts';

describe('ownDrafts', () => {
  it.each([
    [
      'only the writer’s drafts, without the prefix',
      { 'u1|p1': 'oi', 'u2|p1': 'alheio', 'u1|p2/c3': 'resposta' },
      'u1|',
      { p1: 'oi', 'p2/c3': 'resposta' },
    ],
    ['nothing of another writer', { 'u2|p1': 'alheio' }, 'u1|', {}],
    ['keys of the old shape (no writer) are nobody’s', { p1: 'antigo' }, 'u1|', {}],
  ])('%s', (_name, stored, prefix, expected) => {
    expect(ownDrafts(stored, prefix)).toEqual(expected);
  });

  it('never returns a draft written under another prefix', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), fc.string({ minLength: 1 }), (stored, id) => {
        const prefix = `${id}|`;
        const own = ownDrafts(stored, prefix);
        for (const [key, text] of Object.entries(own)) expect(stored[`${prefix}${key}`]).toBe(text);
      }),
    );
  });
});
