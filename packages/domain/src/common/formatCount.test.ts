import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount.ts';

describe('formatCount', () => {
  it.each([
    ['spec: Screens and routes: zero takes the plural', 0, '0 minutos'],
    ['spec: Screens and routes: one takes the singular', 1, '1 minuto'],
    ['spec: Screens and routes: two takes the plural', 2, '2 minutos'],
  ])('%s', (_name, count, text) => {
    expect(formatCount(count, 'minuto', 'minutos')).toBe(text);
  });

  it('invariant: the text starts with the count and ends with the right word', () => {
    fc.assert(
      fc.property(fc.integer(), (count) => {
        const text = formatCount(count, 'dia', 'dias');
        expect(text.startsWith(`${count} `)).toBe(true);
        expect(text.endsWith(count === 1 ? ' dia' : ' dias')).toBe(true);
      }),
    );
  });
});
