import { findNameSpans, touchesName } from './findNameSpans.ts';
import type { ObjectivityFeature } from './objectivityFeatures.ts';

/**
 * The features the tone model reads: the text's features but those of its names (findNameSpans),
 * so that "Boa Vista" or "Marginal Botafogo" never reads as abuse. The trainer reads the same.
 */
export function toneFeatures(text: string, features: readonly ObjectivityFeature[]): ObjectivityFeature[] {
  const names = findNameSpans(text);
  if (names.length === 0) return [...features];
  return features.filter(({ start, end }) => end === start || !touchesName(names, start, end));
}
