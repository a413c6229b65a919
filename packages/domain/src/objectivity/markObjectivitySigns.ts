import { OBJECTIVITY_MARK_REASONS } from './objectivity.texts.ts';
import type { ObjectivitySign, ObjectivitySignKind } from './objectivitySign.ts';

/** A stretch of the text the coach marks: UTF-16 offsets into the text (end exclusive), its kind and why. */
export type ObjectivityMark = { start: number; end: number; kind: ObjectivitySignKind; reason: string };

/**
 * Turns signs into marks that never overlap, in text order: overlapping signs ("ABSURDO" is both
 * emotional and shouted) become one mark over both, named after the costlier sign.
 */
export function markObjectivitySigns(signs: readonly ObjectivitySign[]): ObjectivityMark[] {
  const ordered = [...signs].sort((a, b) => a.start - b.start || b.end - a.end || b.penalty - a.penalty);
  const groups: Array<{ start: number; end: number; main: ObjectivitySign }> = [];
  for (const sign of ordered) {
    const last = groups[groups.length - 1];
    if (last && sign.start < last.end) {
      last.end = Math.max(last.end, sign.end);
      if (sign.penalty > last.main.penalty) last.main = sign;
    } else {
      groups.push({ start: sign.start, end: sign.end, main: sign });
    }
  }
  return groups.map(({ start, end, main }) => ({
    start,
    end,
    kind: main.kind,
    reason: OBJECTIVITY_MARK_REASONS[main.kind],
  }));
}
