export type { ObjectivityAnalysis } from './analyzeObjectivity.ts';
export { analyzeObjectivity } from './analyzeObjectivity.ts';
export type { ObjectivityCoaching } from './coachObjectivity.ts';
export { coachObjectivity } from './coachObjectivity.ts';
export type { CommentNudge } from './commentNudge.ts';
export { commentNudge, commentNudgeOutcome } from './commentNudge.ts';
export type { CommentNudgeCounts, CommentNudgeOutcome } from './commentNudgeFigures.ts';
export { COMMENT_NUDGE_OUTCOMES, describeCommentNudges } from './commentNudgeFigures.ts';
export type { ObjectivityMark } from './markObjectivitySigns.ts';
export {
  OBJECTIVITY_LABEL_TEXTS,
  OBJECTIVITY_MARK_REASONS,
  OBJECTIVITY_SUGGESTION_TEXTS,
} from './objectivity.texts.ts';
export type { ObjectivityCoachView } from './objectivityCoachView.ts';
export { objectivityCoachView } from './objectivityCoachView.ts';
export type { AnalysisOutcome } from './objectivityGate.ts';
export {
  AUTOMATIC_OBJECTIVITY_MINIMUM,
  decideAutomaticCheck,
  isManualAnalysisApproved,
  MANUAL_OBJECTIVITY_MINIMUM,
  needsAutomaticObjectivityCheck,
} from './objectivityGate.ts';
export type { ObjectivityLabel } from './objectivityLabel.ts';
export { objectivityBarTone, objectivityLabel } from './objectivityLabel.ts';
export type { ObjectivitySignKind } from './objectivitySign.ts';
export { postObjectivityText } from './postObjectivityText.ts';
