import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moderationTexts } from './moderation.texts.ts';
import { checkReport, REPORT_REASONS, reportReasonLabel } from './reportReason.ts';

describe('checkReport (spec 3: Validation rules)', () => {
  it.each([
    ['the spec’s body-less flag', undefined, undefined, { ok: true, value: { reason: null, note: null } }],
    ['a reason without note', 'spam', undefined, { ok: true, value: { reason: 'spam', note: null } }],
    [
      'a note is trimmed',
      'falso',
      '  era outro dia  ',
      { ok: true, value: { reason: 'falso', note: 'era outro dia' } },
    ],
    [
      'outro with a note',
      'outro',
      'briga antiga',
      { ok: true, value: { reason: 'outro', note: 'briga antiga' } },
    ],
    ['outro without a note', 'outro', '  ', { ok: false, message: moderationTexts.noteNeeded }],
    ['an unknown reason', 'chato', undefined, { ok: false, message: moderationTexts.reasonInvalid }],
    ['a note too long', 'spam', 'x'.repeat(301), { ok: false, message: moderationTexts.noteNeeded }],
    ['a note that is not text', 'spam', 3, { ok: false, message: moderationTexts.noteNeeded }],
  ])('%s', (_name, reason, note, expected) => {
    expect(checkReport(reason, note)).toEqual(expected);
  });

  it('accepts every listed reason with a note, and labels each one in Portuguese', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REPORT_REASONS),
        fc.string({ minLength: 1, maxLength: 300 }),
        (reason, note) => {
          const checked = checkReport(reason, note.trim() === '' ? 'nota' : note);
          expect(checked.ok).toBe(true);
          expect(reportReasonLabel(reason)).toBe(moderationTexts.reasons[reason]);
        },
      ),
    );
  });

  it('labels a report without a reason', () => {
    expect(reportReasonLabel(null)).toBe('Sem motivo informado');
  });
});
