import { type CategoryKey, categoryTools } from '../posts/index.ts';

/** Least score that publishes after the automatic check (spec: Validation rules, Business constants and limits). */
export const AUTOMATIC_OBJECTIVITY_MINIMUM = 70;
/** Least score that approves a manual analysis (spec: States and transitions, Business constants and limits). */
export const MANUAL_OBJECTIVITY_MINIMUM = 60;

/** Whether publishing must first run the automatic analysis (spec: Validation rules). */
export function needsAutomaticObjectivityCheck(input: {
  category: CategoryKey;
  text: string;
  isCheckRequired: boolean;
}): boolean {
  return (
    categoryTools(input.category).hasAutomaticObjectivityCheck &&
    input.text.trim() !== '' &&
    input.isCheckRequired
  );
}

/** The outcome of the analysis call: a score, or a failure of the call itself. */
export type AnalysisOutcome = { ok: true; objectivityScore: number } | { ok: false };

/** What the automatic check decides: publish, or block and open the analysis modal (spec: Validation rules). */
export function decideAutomaticCheck(outcome: AnalysisOutcome): 'publish' | 'block' {
  // A failed call must not stop a neighbour from posting (spec: Validation rules: the post is allowed).
  if (!outcome.ok) return 'publish';
  return outcome.objectivityScore >= AUTOMATIC_OBJECTIVITY_MINIMUM ? 'publish' : 'block';
}

/** Whether a manual analysis approves the text; otherwise the modal opens (spec: States and transitions, Validation rules). */
export function isManualAnalysisApproved(objectivity: number): boolean {
  return objectivity >= MANUAL_OBJECTIVITY_MINIMUM;
}
