import type { ObjectivitySigns } from './findObjectivitySigns.ts';
import {
  type ObjectivityFeature,
  objectivityFeatures,
  objectivityFeatureValue,
} from './objectivityFeatures.ts';

/** A linear model: its bias and a weight per feature name, in logits (positive leans factual). */
export type ObjectivityModel = { bias: number; weights: ReadonlyMap<string, number> };

/** What a feature found in the text adds to the score, where it was found. */
export type ObjectivityContribution = { start: number; end: number; logit: number };

/** The model's reading of a text: its logit, the score 0 to 100 and what each stretch added. */
export type ObjectivityModelScore = {
  logit: number;
  objectivity: number;
  contributions: ObjectivityContribution[];
};

/**
 * Reads the weights as the generator writes them: one feature a line, its name and its weight in
 * hundredths of a logit, separated by the last space.
 */
export function readObjectivityModel(bias: number, lines: string): ObjectivityModel {
  const weights = new Map<string, number>();
  for (const line of lines.split('\n')) {
    const space = line.lastIndexOf(' ');
    if (space > 0) weights.set(line.slice(0, space), Number(line.slice(space + 1)) / 100);
  }
  return { bias, weights };
}

/** The chance, 0 to 1, that a text with this logit is factual. */
export function logistic(logit: number): number {
  return 1 / (1 + Math.exp(-logit));
}

/**
 * Scores a text with a linear model: the bias plus every weight times its value, as a percentage.
 * A feature's share is split evenly between the places it was found, so every stretch of the text
 * can say what it added or took away.
 */
export function scoreObjectivityModel(
  model: ObjectivityModel,
  text: string,
  found?: ObjectivitySigns,
): ObjectivityModelScore {
  // Only the features the model has a weight for are gathered, which is most of the time saved.
  return scoreObjectivityFeatures(
    model,
    objectivityFeatures(text, found, (name) => model.weights.has(name)),
  );
}

/**
 * Scores features already gathered (the coach gathers them once for both of its models); a feature
 * the model has no weight for adds nothing.
 */
export function scoreObjectivityFeatures(
  model: ObjectivityModel,
  features: readonly ObjectivityFeature[],
): ObjectivityModelScore {
  const places = new Map<string, ObjectivityFeature[]>();
  for (const feature of features) {
    if (!model.weights.has(feature.name)) continue;
    const list = places.get(feature.name);
    if (list) list.push(feature);
    else places.set(feature.name, [feature]);
  }
  let logit = model.bias;
  const contributions: ObjectivityContribution[] = [];
  for (const [name, found] of places) {
    const total = model.weights.get(name)! * objectivityFeatureValue(name, found.length);
    logit += total;
    for (const { start, end } of found) contributions.push({ start, end, logit: total / found.length });
  }
  return { logit, objectivity: Math.round(100 * logistic(logit)), contributions };
}

/** The logit alone of the features already gathered that `isRead` keeps: scoreObjectivityFeatures without where each was found. */
export function objectivityFeaturesLogit(
  model: ObjectivityModel,
  features: readonly ObjectivityFeature[],
  isRead: (feature: ObjectivityFeature) => boolean,
): number {
  const counts = new Map<string, number>();
  for (const feature of features) {
    const { name } = feature;
    if (model.weights.has(name) && isRead(feature)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  let logit = model.bias;
  for (const [name, count] of counts)
    logit += model.weights.get(name)! * objectivityFeatureValue(name, count);
  return logit;
}
