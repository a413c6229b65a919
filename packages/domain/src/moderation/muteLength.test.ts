import { describe, expect, it } from 'vitest';
import { moderationTexts } from './moderation.texts.ts';
import { checkMute, mutedText } from './muteLength.ts';

const now = new Date('2026-11-26T12:00:00Z');

describe('mute (spec 3: Validation rules, Error catalogue)', () => {
  it.each([
    [24, { ok: true, until: new Date('2026-11-27T12:00:00Z') }],
    [168, { ok: true, until: new Date('2026-12-03T12:00:00Z') }],
    [12, { ok: false, message: moderationTexts.muteHoursInvalid }],
    ['24', { ok: false, message: moderationTexts.muteHoursInvalid }],
  ])('%s hours', (hours, expected) => {
    expect(checkMute(hours, now)).toEqual(expected);
  });

  it('says until when in Brasília’s time', () => {
    expect(mutedText(new Date('2026-11-27T17:30:00Z'))).toBe(
      'Você está silenciado até 27/11/2026, 14:30 (horário de Brasília): pode ler, mas não escrever.',
    );
  });
});
