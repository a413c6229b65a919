import { findNameSpans } from './findNameSpans.ts';
import type { ObjectivityFeature } from './objectivityFeatures.ts';

/**
 * The features the tone model reads: the text's features but those that start or end on one of its
 * names (findNameSpans: a word's own features, a pair holding it), so that "Boa Vista" or "Marginal
 * Botafogo" never reads as abuse. The trainer reads the same.
 */
export function toneFeatures(text: string, features: readonly ObjectivityFeature[]): ObjectivityFeature[] {
  const isRead = readsTone(text);
  return isRead ? features.filter(isRead) : [...features];
}

/** Whether the tone model reads a feature of this text (toneFeatures' test), or undefined when it reads all. */
export function readsTone(text: string): ((feature: ObjectivityFeature) => boolean) | undefined {
  const names = findNameSpans(text);
  if (names.length === 0) return undefined;
  // Features start and end on word edges, so two look-ups tell whether one holds a name at an end.
  const starts = new Set(names.map((name) => name.start));
  const ends = new Set(names.map((name) => name.end));
  return ({ start, end }) => end === start || !(starts.has(start) || ends.has(end));
}
