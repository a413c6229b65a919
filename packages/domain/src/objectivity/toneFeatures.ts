import { findNameSpans } from './findNameSpans.ts';
import type { ObjectivityFeature } from './objectivityFeatures.ts';

/**
 * The features the tone model reads: the text's features but those that start or end on one of its
 * names (findNameSpans: a word's own features, a pair holding it), so that "Boa Vista" or "Marginal
 * Botafogo" never reads as abuse. The trainer reads the same.
 */
export function toneFeatures(text: string, features: readonly ObjectivityFeature[]): ObjectivityFeature[] {
  const names = findNameSpans(text);
  if (names.length === 0) return [...features];
  // Features start and end on word edges, so two look-ups tell whether one holds a name at an end.
  const starts = new Set(names.map((name) => name.start));
  const ends = new Set(names.map((name) => name.end));
  return features.filter(({ start, end }) => end === start || !(starts.has(start) || ends.has(end)));
}
