import { toneNames } from './contract.css.ts';
import type { ThemeColors } from './palettes.ts';

/** A foreground/background pair of a theme, named for the reader: [name, foreground, background]. */
export type ColorPair = [name: string, foreground: string, background: string];

// Every pair the theme's test holds to WCAG AA (contrastRatio.test.ts) and the Foundations page
// shows with its ratio, so the page and the test cannot disagree.

/** Text on its backgrounds (WCAG 1.4.3: 4.5:1). */
export function textPairs(c: ThemeColors): ColorPair[] {
  const surfaces = ['page', 'raised', 'sunken', 'overlay'] as const;
  return [
    ...surfaces.map((s): ColorPair => [`text.default on surface.${s}`, c.text.default, c.surface[s]]),
    ...surfaces.map((s): ColorPair => [`text.muted on surface.${s}`, c.text.muted, c.surface[s]]),
    ['text.default on surface.highlight', c.text.default, c.surface.highlight],
    ['text.link on surface.raised', c.text.link, c.surface.raised],
    ['text.inverse on text.default (dica)', c.text.inverse, c.text.default],
    ['text.inverse on canvasLine (números dos pontos desenhados)', c.text.inverse, c.canvasLine],
    ...toneNames.flatMap((t): ColorPair[] => [
      [`tone.${t}.onSolid on solid`, c.tone[t].onSolid, c.tone[t].solid],
      [`tone.${t}.onSoft on soft`, c.tone[t].onSoft, c.tone[t].soft],
      [`tone.${t}.onSoft on surface.raised`, c.tone[t].onSoft, c.surface.raised],
    ]),
  ];
}

/** Boundaries a reader must see (WCAG 1.4.11: 3:1): the focus ring, field borders, the drawn area. */
export function boundaryPairs(c: ThemeColors): ColorPair[] {
  return [
    ['border.focus on surface.page', c.border.focus, c.surface.page],
    ['border.focus on surface.raised', c.border.focus, c.surface.raised],
    ['border.strong on surface.raised (borda do campo)', c.border.strong, c.surface.raised],
    ...(['canvasLand', 'canvasWater', 'canvasPark', 'canvasStreet'] as const).map(
      (ground): ColorPair => [`canvasLine on ${ground} (contorno desenhado)`, c.canvasLine, c[ground]],
    ),
    ['text.default on canvasLand (cursor do teclado)', c.text.default, c.canvasLand],
  ];
}
