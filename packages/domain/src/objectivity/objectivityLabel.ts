import type { BadgeTone } from '../common/index.ts';
import { OBJECTIVITY_LABEL_TEXTS } from './objectivity.texts.ts';

/** A label with the tone it is shown in. */
export type ObjectivityLabel = { label: string; tone: BadgeTone };

/**
 * The label of an objectivity score (spec: Business constants and limits). The spec gives only "excelente" a tone (success);
 * the lower bands use warning and danger so that the colour falls with the score.
 */
export function objectivityLabel(score: number): ObjectivityLabel {
  if (score >= 80) return { label: OBJECTIVITY_LABEL_TEXTS.excellent, tone: 'success' };
  if (score >= 60) return { label: OBJECTIVITY_LABEL_TEXTS.moderate, tone: 'warning' };
  if (score >= 40) return { label: OBJECTIVITY_LABEL_TEXTS.low, tone: 'danger' };
  return { label: OBJECTIVITY_LABEL_TEXTS.veryLow, tone: 'danger' };
}

/** The colour of the profile's objectivity bar (spec: Business constants and limits: 80+ success, 40-79 warning, below 40 danger). */
export function objectivityBarTone(score: number): 'success' | 'warning' | 'danger' {
  if (score >= 80) return 'success';
  if (score >= 40) return 'warning';
  return 'danger';
}
