import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toneNames } from './contract.css.ts';
import { contrastRatio } from './contrastRatio.ts';
import { darkColors, lightColors, type ThemeColors } from './palettes.ts';

type Colors = ThemeColors;

// Every text/background pair the components render (WCAG 1.4.3: 4.5:1 for text) and every
// non-text boundary they rely on (WCAG 1.4.11: 3:1 for the focus ring and field borders).
function textPairs(c: Colors): Array<[string, string, string]> {
  const surfaces = ['page', 'raised', 'sunken', 'overlay'] as const;
  return [
    ...surfaces.map((s): [string, string, string] => [
      `text.default on surface.${s}`,
      c.text.default,
      c.surface[s],
    ]),
    ...surfaces.map((s): [string, string, string] => [
      `text.muted on surface.${s}`,
      c.text.muted,
      c.surface[s],
    ]),
    ['text.default on surface.highlight', c.text.default, c.surface.highlight],
    ['text.link on surface.raised', c.text.link, c.surface.raised],
    ['text.inverse on text.default (tooltip)', c.text.inverse, c.text.default],
    ...toneNames.flatMap(
      (t): Array<[string, string, string]> => [
        [`tone.${t}.onSolid on solid`, c.tone[t].onSolid, c.tone[t].solid],
        [`tone.${t}.onSoft on soft`, c.tone[t].onSoft, c.tone[t].soft],
        [`tone.${t}.onSoft on surface.raised`, c.tone[t].onSoft, c.surface.raised],
      ],
    ),
  ];
}

function boundaryPairs(c: Colors): Array<[string, string, string]> {
  return [
    ['border.focus on surface.page', c.border.focus, c.surface.page],
    ['border.focus on surface.raised', c.border.focus, c.surface.raised],
    ['border.strong on surface.raised (field border)', c.border.strong, c.surface.raised],
  ];
}

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
