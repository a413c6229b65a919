import { findNameSpans } from './findNameSpans.ts';
import type { ObjectivityFeature } from './objectivityFeatures.ts';

/**
 * The features the tone model reads: the text's features but those that start or end on one of its
 * names (findNameSpans: a word's own features, a pair holding it), so that "Boa Vista" or "Marginal
 * Botafogo" never reads as abuse. The trainer reads the same.
 */
export function toneFeatures(text: string, features: readonly ObjectivityFeature[]): ObjectivityFeature[] {
  return features.filter(readsTone(text));
}

/**
 * Letter groups are left out: learnt from tweets, "pira" or "rando" in a word made "respirando"
 * read as an insult in a post asking for an ambulance. Words, stems, pairs and the lexicon's signs
 * are what an insult is made of, and what a mark can point at.
 */
const isLetterGroup = (feature: ObjectivityFeature) => feature.name.startsWith('c:');

/** Whether the tone model reads a feature of this text (toneFeatures' test). */
export function readsTone(text: string): (feature: ObjectivityFeature) => boolean {
  const names = findNameSpans(text);
  if (names.length === 0) return (feature) => !isLetterGroup(feature);
  // Features start and end on word edges, so two look-ups tell whether one holds a name at an end.
  const starts = new Set(names.map((name) => name.start));
  const ends = new Set(names.map((name) => name.end));
  return (feature) =>
    !isLetterGroup(feature) &&
    (feature.end === feature.start || !(starts.has(feature.start) || ends.has(feature.end)));
}
