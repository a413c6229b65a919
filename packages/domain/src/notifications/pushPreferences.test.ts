import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pushDomainTexts } from './push.texts.ts';
import {
  applyPushPreferences,
  DEFAULT_PUSH_PREFERENCES,
  DIGEST_FREQUENCIES,
  isQuietTime,
  type PushPreferences,
  readPushPreferences,
  shouldMail,
  shouldPush,
  toWirePushPreferences,
  unsubscribeMail,
} from './pushPreferences.ts';

// São Paulo is UTC-3 all year: 01:00Z is 22:00 there, 13:00Z is 10:00.
const at = (utc: string) => new Date(`2026-11-21T${utc}:00.000Z`);
const quiet: PushPreferences = {
  ...DEFAULT_PUSH_PREFERENCES,
  categories: { ...DEFAULT_PUSH_PREFERENCES.categories, votes: true },
  quietHours: { enabled: true, start: '22:00', end: '07:00' },
};

describe('isQuietTime', () => {
  it.each([
    ['off: never quiet', DEFAULT_PUSH_PREFERENCES, '02:00', false],
    ['22:00 in São Paulo starts the window', quiet, '01:00', true],
    ['06:59 in São Paulo is still quiet', quiet, '09:59', true],
    ['07:00 in São Paulo ends it', quiet, '10:00', false],
    ['21:59 in São Paulo is not yet quiet', quiet, '00:59', false],
    [
      'a window within one day',
      { ...quiet, quietHours: { enabled: true, start: '12:00', end: '14:00' } },
      '16:00',
      true,
    ],
    [
      'after a window within one day',
      { ...quiet, quietHours: { enabled: true, start: '12:00', end: '14:00' } },
      '17:00',
      false,
    ],
    [
      'an empty window is never quiet',
      { ...quiet, quietHours: { enabled: true, start: '12:00', end: '12:00' } },
      '15:00',
      false,
    ],
    ['another zone', { ...quiet, timeZone: 'UTC' }, '23:30', true],
  ])('%s', (_name, preferences, utc, expected) => {
    expect(isQuietTime(at(utc), preferences)).toBe(expected);
  });
});

describe('shouldPush', () => {
  it.each([
    ['Segurança is on by default', DEFAULT_PUSH_PREFERENCES, 'security', '13:00', true],
    ['replies are off by default', DEFAULT_PUSH_PREFERENCES, 'replies', '13:00', false],
    ['votes are off by default', DEFAULT_PUSH_PREFERENCES, 'votes', '13:00', false],
    ['a chosen kind arrives by day', quiet, 'votes', '13:00', true],
    ['nothing arrives in quiet hours', quiet, 'votes', '02:00', false],
    ['not even Segurança, unless allowed', quiet, 'security', '02:00', false],
    [
      'Segurança may override quiet hours',
      { ...quiet, securityOverridesQuietHours: true },
      'security',
      '02:00',
      true,
    ],
    [
      'the override is for Segurança only',
      { ...quiet, securityOverridesQuietHours: true },
      'votes',
      '02:00',
      false,
    ],
  ] as const)('%s', (_name, preferences, category, utc, expected) => {
    expect(shouldPush(category, preferences, at(utc))).toBe(expected);
  });
});

describe('applyPushPreferences', () => {
  it('a change keeps what it does not name', () => {
    const applied = applyPushPreferences(DEFAULT_PUSH_PREFERENCES, {
      replies: true,
      quiet_hours_enabled: true,
      quiet_start: '23:30',
    });
    expect(applied).toEqual({
      ok: true,
      value: {
        ...DEFAULT_PUSH_PREFERENCES,
        categories: { ...DEFAULT_PUSH_PREFERENCES.categories, replies: true },
        quietHours: { enabled: true, start: '23:30', end: '07:00' },
      },
    });
  });

  it.each([
    ['not an object', [true], pushDomainTexts.invalidBody],
    ['an unknown field', { sound: true }, pushDomainTexts.unknownField('sound')],
    ['a switch that is not a boolean', { votes: 'sim' }, pushDomainTexts.notBoolean('votes')],
    ['a time not HH:MM', { quiet_end: '7h' }, pushDomainTexts.badClock],
    ['an hour past 23', { quiet_start: '24:00' }, pushDomainTexts.badClock],
    ['an unknown zone', { time_zone: 'Marte/Olympus' }, pushDomainTexts.badTimeZone],
    ['an empty zone', { time_zone: '' }, pushDomainTexts.badTimeZone],
    ['a zone that is no text', { time_zone: 3 }, pushDomainTexts.badTimeZone],
  ])('refuses %s', (_name, change, error) => {
    expect(applyPushPreferences(DEFAULT_PUSH_PREFERENCES, change)).toEqual({ ok: false, error });
  });

  it('stored settings read back; broken ones fall back to the defaults', () => {
    expect(readPushPreferences(toWirePushPreferences(quiet))).toEqual(quiet);
    expect(readPushPreferences(null)).toEqual(DEFAULT_PUSH_PREFERENCES);
    expect(readPushPreferences({ votes: 1 })).toEqual(DEFAULT_PUSH_PREFERENCES);
  });

  it('invariant: settings survive the wire unchanged', () => {
    const clock = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        clock,
        clock,
        fc.constantFrom(...DIGEST_FREQUENCIES),
        (flags, start, end, digest) => {
          const [security, comments, replies, votes, polls, invites, enabled, override] = flags as boolean[];
          const preferences: PushPreferences = {
            categories: {
              security: !!security,
              comments: !!comments,
              replies: !!replies,
              votes: !!votes,
              polls: !!polls,
              invites: !!invites,
            },
            email: { digest, messages: !!votes, replies: !!polls, security: !!enabled },
            quietHours: { enabled: !!enabled, start, end },
            timeZone: 'America/Sao_Paulo',
            securityOverridesQuietHours: !!override,
          };
          expect(readPushPreferences(toWirePushPreferences(preferences))).toEqual(preferences);
        },
      ),
    );
  });

  it('invariant: outside quiet hours a chosen kind always arrives', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), (now) => {
        expect(shouldPush('security', DEFAULT_PUSH_PREFERENCES, now)).toBe(true);
      }),
    );
  });
});

describe('shouldMail', () => {
  it.each([
    ['a message, by default', 'messages', DEFAULT_PUSH_PREFERENCES, '13:00', true],
    ['Segurança by mail is asked for, not given', 'security', DEFAULT_PUSH_PREFERENCES, '13:00', false],
    ['a reply in quiet hours waits', 'replies', quiet, '02:00', false],
    [
      'Segurança through quiet hours when allowed',
      'security',
      { ...quiet, securityOverridesQuietHours: true, email: { ...quiet.email, security: true } },
      '02:00',
      true,
    ],
    [
      'messages turned off',
      'messages',
      { ...DEFAULT_PUSH_PREFERENCES, email: { ...DEFAULT_PUSH_PREFERENCES.email, messages: false } },
      '13:00',
      false,
    ],
  ] as const)('%s', (_, kind, preferences, utc, expected) => {
    expect(shouldMail(kind, preferences, at(utc))).toBe(expected);
  });
});

describe('unsubscribeMail', () => {
  it('turns the digest to never and an alert kind off, nothing else', () => {
    expect(unsubscribeMail(DEFAULT_PUSH_PREFERENCES, 'digest').email).toEqual({
      ...DEFAULT_PUSH_PREFERENCES.email,
      digest: 'never',
    });
    const off = unsubscribeMail(DEFAULT_PUSH_PREFERENCES, 'messages');
    expect(off.email.messages).toBe(false);
    expect(off.categories).toEqual(DEFAULT_PUSH_PREFERENCES.categories);
  });

  it('refuses an unknown digest frequency', () => {
    expect(applyPushPreferences(DEFAULT_PUSH_PREFERENCES, { email_digest: 'monthly' })).toEqual({
      ok: false,
      error: pushDomainTexts.badDigest,
    });
    expect(readPushPreferences({ email_digest: 'daily' }).email.digest).toBe('daily');
  });
});
