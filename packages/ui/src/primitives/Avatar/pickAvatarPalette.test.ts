import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVATAR_PALETTES,
  avatarInitial,
  pickAvatarPalette,
  pickAvatarPaletteIndex,
} from './pickAvatarPalette.ts';

describe('pickAvatarPalette', () => {
  it('spec: Business constants and limits: there are 8 palettes of two hex colours each', () => {
    expect(AVATAR_PALETTES).toHaveLength(8);
    for (const palette of AVATAR_PALETTES) {
      expect(palette).toHaveLength(2);
      for (const colour of palette) expect(colour).toMatch(/^#[0-9A-F]{6}$/);
    }
  });

  it.each([
    ['spec: Business constants and limits: empty name', '', 0],
    ['spec: Business constants and limits: "a" (97)', 'a', 1],
    ['spec: Business constants and limits: "maria" hashes to 103666422', 'maria', 6],
  ])('%s', (_name, username, index) => {
    expect(pickAvatarPaletteIndex(username)).toBe(index);
    expect(pickAvatarPalette(username)).toBe(AVATAR_PALETTES[index]);
  });

  it.each([
    ['spec: Screens and routes: first letter upper-cased', 'maria', 'M'],
    ['spec: Screens and routes: accented letter', 'élida', 'É'],
    ['spec: Screens and routes: surrounding blanks ignored', '  joão', 'J'],
    ['spec: Screens and routes: empty name', '', '?'],
  ])('%s', (_name, name, initial) => {
    expect(avatarInitial(name)).toBe(initial);
  });

  it('invariant: the same name gets the same palette, always one of the 8', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (username) => {
        const index = pickAvatarPaletteIndex(username);
        expect(Number.isInteger(index)).toBe(true);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(8);
        expect(pickAvatarPalette(username)).toBe(pickAvatarPalette(`${username}`));
      }),
    );
  });

  it('invariant: the palettes are reasonably spread over many names', () => {
    const used = new Set(Array.from({ length: 200 }, (_, n) => pickAvatarPaletteIndex(`vizinho${n}`)));
    expect(used.size).toBe(8);
  });
});
