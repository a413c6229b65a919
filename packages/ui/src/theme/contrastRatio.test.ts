import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundaryPairs, textPairs } from './contrastPairs.ts';
import { contrastRatio } from './contrastRatio.ts';
import { darkColors, lightColors } from './palettes.ts';

// The pairs live in contrastPairs.ts, which the Foundations/Colors page also shows with their ratios.

describe('theme contrast (WCAG 2.2 AA), both themes', () => {
  for (const [theme, colors] of [
    ['light', lightColors],
    ['dark', darkColors],
  ] as const) {
    it.each(textPairs(colors))(`${theme}: %s reaches 4.5:1`, (_name, fg, bg) => {
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
    });
    it.each(boundaryPairs(colors))(`${theme}: %s reaches 3:1`, (_name, fg, bg) => {
      expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(3);
    });
  }
});

describe('contrastRatio', () => {
  it.each([
    ['black on white is 21:1', '#000000', '#ffffff', 21],
    ['a colour on itself is 1:1', '#1d4fd8', '#1d4fd8', 1],
    ['short hex reads like long hex', '#fff', '#000', 21],
  ])('%s', (_name, a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 5);
  });

  it('refuses what is not a hex colour, with a clear message', () => {
    expect(() => contrastRatio('azul', '#fff')).toThrow('Cor inválida: azul');
  });

  const hex = fc
    .tuple(
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: 0, max: 255 }),
      fc.integer({ min: 0, max: 255 }),
    )
    .map((rgb) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`);

  it('invariant: contrast is symmetric and between 1 and 21', () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const ratio = contrastRatio(a, b);
        expect(ratio).toBeCloseTo(contrastRatio(b, a), 10);
        expect(ratio).toBeGreaterThanOrEqual(1);
        expect(ratio).toBeLessThanOrEqual(21 + 1e-9);
      }),
    );
  });
});
