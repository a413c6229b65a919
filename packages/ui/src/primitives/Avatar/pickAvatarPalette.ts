/** A two-colour gradient for an avatar without a picture: [from, to] as hex colours. */
export type AvatarPalette = readonly [from: string, to: string];

/** The 8 gradient palettes (spec: Business constants and limits), chosen with enough contrast for a white initial. */
export const AVATAR_PALETTES: readonly AvatarPalette[] = [
  ['#2563EB', '#1E3A8A'],
  ['#7C3AED', '#4C1D95'],
  ['#DB2777', '#831843'],
  ['#DC2626', '#7F1D1D'],
  ['#C2410C', '#7C2D12'],
  ['#047857', '#064E3B'],
  ['#0E7490', '#164E63'],
  ['#4D7C0F', '#365314'],
];

/** A stable 32-bit string hash (31-multiplier, as Java's), unsigned. */
function hashText(text: string): number {
  let hash = 0;
  for (let index = 0; index < text.length; index += 1) {
    hash = (Math.imul(hash, 31) + text.charCodeAt(index)) >>> 0;
  }
  return hash;
}

/** The palette index of a username (spec: Business constants and limits): the same name always gets the same colours. */
export function pickAvatarPaletteIndex(username: string): number {
  return hashText(username) % AVATAR_PALETTES.length;
}

/** The gradient palette of a username (spec: Business constants and limits). */
export function pickAvatarPalette(username: string): AvatarPalette {
  return AVATAR_PALETTES[pickAvatarPaletteIndex(username)]!;
}

/** The coloured initial shown instead of a picture (spec: Screens and routes): the first letter, upper-cased, or "?". */
export function avatarInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first === undefined ? '?' : first.toLocaleUpperCase('pt-BR');
}
