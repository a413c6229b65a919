import { moderationTexts } from './moderation.texts.ts';

/** Why a resident reports a post or comment (spec 3: Entities and their fields). */
export const REPORT_REASONS = ['spam', 'ofensivo', 'falso', 'privacidade', 'outro'] as const;

/** One of the five report reasons. */
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Longest note a report carries (spec 3: Business constants and limits). */
export const REPORT_NOTE_MAX = 300;

/** A report as the resident sends it: no reason at all is the spec's body-less flag call. */
export type ReportInput = { reason: ReportReason | null; note: string | null };

/** Checks a report's reason and note (spec 3: Validation rules): the report, or the Portuguese refusal. */
export function checkReport(
  reason: unknown,
  note: unknown,
): { ok: true; value: ReportInput } | { ok: false; message: string } {
  const text = typeof note === 'string' && note.trim() !== '' ? note.trim() : null;
  if (note !== undefined && note !== null && typeof note !== 'string')
    return { ok: false, message: moderationTexts.noteNeeded };
  if (text !== null && text.length > REPORT_NOTE_MAX)
    return { ok: false, message: moderationTexts.noteNeeded };
  if (reason === undefined || reason === null) return { ok: true, value: { reason: null, note: text } };
  if (!REPORT_REASONS.includes(reason as ReportReason))
    return { ok: false, message: moderationTexts.reasonInvalid };
  if (reason === 'outro' && text === null) return { ok: false, message: moderationTexts.noteNeeded };
  return { ok: true, value: { reason: reason as ReportReason, note: text } };
}

/** The label of a reason; a report without one reads "Sem motivo informado". */
export function reportReasonLabel(reason: string | null | undefined): string {
  return REPORT_REASONS.includes(reason as ReportReason)
    ? moderationTexts.reasons[reason as ReportReason]
    : moderationTexts.noReason;
}
