import { DEFAULT_TIME_ZONE, isRecord } from '../common/index.ts';
import { pushDomainTexts } from './push.texts.ts';

// Beyond the spec: Web Push alerts for what cannot wait. A resident chooses which kinds reach the
// phone or desktop, and quiet hours in which only Segurança may (if allowed) still arrive.

/** The kinds of notification a resident may have pushed. */
export type PushCategory = 'security' | 'comments' | 'replies' | 'votes' | 'polls' | 'invites';

/** Every push category, in the order the settings list them. */
export const PUSH_CATEGORIES: readonly PushCategory[] = [
  'security',
  'comments',
  'replies',
  'votes',
  'polls',
  'invites',
];

/** How often the neighbourhood digest ("Resumo do bairro") is mailed. */
export type DigestFrequency = 'never' | 'daily' | 'weekly';

/** Every digest frequency, in the order the settings offer them. */
export const DIGEST_FREQUENCIES: readonly DigestFrequency[] = ['never', 'daily', 'weekly'];

/** The kinds of mail a resident may receive, each with its own one-click unsubscribe. */
export type MailKind = 'digest' | 'messages' | 'replies' | 'security';

/** Every mail kind. */
export const MAIL_KINDS: readonly MailKind[] = ['digest', 'messages', 'replies', 'security'];

/** What reaches the resident by e-mail: the digest's frequency and the alerts mailed when no push does. */
export type MailPreferences = {
  digest: DigestFrequency;
  messages: boolean;
  replies: boolean;
  security: boolean;
};

/**
 * A resident's notification settings, one model for both channels: the kinds pushed, the kinds
 * mailed and the quiet hours both honour. Times are "HH:MM" on the wall clock of `timeZone`.
 */
export type PushPreferences = {
  categories: Record<PushCategory, boolean>;
  email: MailPreferences;
  quietHours: { enabled: boolean; start: string; end: string };
  timeZone: string;
  /** A Segurança post in the area still arrives during quiet hours. */
  securityOverridesQuietHours: boolean;
};

/**
 * Once push is on: Segurança in the area only; replies, votes and the rest off; quiet hours offered
 * as 22:00–07:00. By mail: the weekly digest (stated at signup), a message left unread and a reply;
 * Segurança posts only when asked for, since they can be many.
 */
export const DEFAULT_PUSH_PREFERENCES: PushPreferences = {
  categories: { security: true, comments: false, replies: false, votes: false, polls: false, invites: false },
  email: { digest: 'weekly', messages: true, replies: true, security: false },
  quietHours: { enabled: false, start: '22:00', end: '07:00' },
  timeZone: DEFAULT_TIME_ZONE,
  securityOverridesQuietHours: false,
};

/** The settings on the wire: one flat object, every field optional in a change. */
export type WirePushPreferences = Record<PushCategory, boolean> & {
  email_digest: DigestFrequency;
  email_messages: boolean;
  email_replies: boolean;
  email_security: boolean;
  quiet_hours_enabled: boolean;
  quiet_start: string;
  quiet_end: string;
  time_zone: string;
  security_overrides_quiet_hours: boolean;
};

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of a checked "HH:MM". */
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone !== '';
  } catch {
    return false;
  }
}

/** The minutes since midnight of `now` on the wall clock of `timeZone`. */
function wallClockMinutes(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return part('hour') * 60 + part('minute');
}

/** Whether `now` falls in the resident's quiet hours; a window may span midnight (22:00–07:00); an empty one never does. */
export function isQuietTime(now: Date, preferences: PushPreferences): boolean {
  const { enabled, start, end } = preferences.quietHours;
  if (!enabled) return false;
  const at = wallClockMinutes(now, preferences.timeZone);
  const from = minutesOf(start);
  const to = minutesOf(end);
  return from <= to ? at >= from && at < to : at >= from || at < to;
}

/** Whether a notification of this category is pushed at `now`. */
export function shouldPush(category: PushCategory, preferences: PushPreferences, now: Date): boolean {
  if (!preferences.categories[category]) return false;
  if (!isQuietTime(now, preferences)) return true;
  return category === 'security' && preferences.securityOverridesQuietHours;
}

/**
 * Whether an alert of this kind is mailed at `now`: the resident's mail switch for it, and quiet
 * hours as for push (Segurança through them when the resident allowed it). The digest is not an
 * alert: its frequency alone decides.
 */
export function shouldMail(
  kind: Exclude<MailKind, 'digest'>,
  preferences: PushPreferences,
  now: Date,
): boolean {
  if (!preferences.email[kind]) return false;
  if (!isQuietTime(now, preferences)) return true;
  return kind === 'security' && preferences.securityOverridesQuietHours;
}

/** The settings after a one-click unsubscribe from one kind of mail. */
export function unsubscribeMail(preferences: PushPreferences, kind: MailKind): PushPreferences {
  const email =
    kind === 'digest'
      ? { ...preferences.email, digest: 'never' as const }
      : { ...preferences.email, [kind]: false };
  return { ...preferences, email };
}

/** The settings as the wire carries them. */
export function toWirePushPreferences(preferences: PushPreferences): WirePushPreferences {
  return {
    ...preferences.categories,
    email_digest: preferences.email.digest,
    email_messages: preferences.email.messages,
    email_replies: preferences.email.replies,
    email_security: preferences.email.security,
    quiet_hours_enabled: preferences.quietHours.enabled,
    quiet_start: preferences.quietHours.start,
    quiet_end: preferences.quietHours.end,
    time_zone: preferences.timeZone,
    security_overrides_quiet_hours: preferences.securityOverridesQuietHours,
  };
}

/** A change of settings checked, or the Portuguese reason it is refused. */
export type PushPreferencesResult = { ok: true; value: PushPreferences } | { ok: false; error: string };

const BOOLEAN_FIELDS = [
  ...PUSH_CATEGORIES,
  'quiet_hours_enabled',
  'security_overrides_quiet_hours',
  'email_messages',
  'email_replies',
  'email_security',
] as const;
const CLOCK_FIELDS = ['quiet_start', 'quiet_end'] as const;
const KNOWN_FIELDS = new Set<string>([...BOOLEAN_FIELDS, ...CLOCK_FIELDS, 'time_zone', 'email_digest']);

/**
 * Applies a change (any of the wire fields) to the current settings. Refused, with the field named
 * in Portuguese: an unknown field, a non-boolean switch, a time not "HH:MM", an unknown time zone.
 */
export function applyPushPreferences(current: PushPreferences, change: unknown): PushPreferencesResult {
  if (!isRecord(change)) return { ok: false, error: pushDomainTexts.invalidBody };
  const unknown = Object.keys(change).find((key) => !KNOWN_FIELDS.has(key));
  if (unknown !== undefined) return { ok: false, error: pushDomainTexts.unknownField(unknown) };
  const wire: Record<string, unknown> = { ...toWirePushPreferences(current), ...change };
  const badSwitch = BOOLEAN_FIELDS.find((field) => typeof wire[field] !== 'boolean');
  if (badSwitch !== undefined) return { ok: false, error: pushDomainTexts.notBoolean(badSwitch) };
  const badClock = CLOCK_FIELDS.find((field) => typeof wire[field] !== 'string' || !CLOCK.test(wire[field]));
  if (badClock !== undefined) return { ok: false, error: pushDomainTexts.badClock };
  if (typeof wire.time_zone !== 'string' || !isTimeZone(wire.time_zone))
    return { ok: false, error: pushDomainTexts.badTimeZone };
  if (!DIGEST_FREQUENCIES.includes(wire.email_digest as DigestFrequency))
    return { ok: false, error: pushDomainTexts.badDigest };
  const checked = wire as WirePushPreferences;
  return {
    ok: true,
    value: {
      categories: Object.fromEntries(PUSH_CATEGORIES.map((c) => [c, checked[c]])) as Record<
        PushCategory,
        boolean
      >,
      quietHours: {
        enabled: checked.quiet_hours_enabled,
        start: checked.quiet_start,
        end: checked.quiet_end,
      },
      email: {
        digest: checked.email_digest,
        messages: checked.email_messages,
        replies: checked.email_replies,
        security: checked.email_security,
      },
      timeZone: checked.time_zone,
      securityOverridesQuietHours: checked.security_overrides_quiet_hours,
    },
  };
}

/** Stored settings read back leniently: whatever does not check out falls back to the defaults. */
export function readPushPreferences(stored: unknown): PushPreferences {
  const applied = applyPushPreferences(DEFAULT_PUSH_PREFERENCES, stored);
  return applied.ok ? applied.value : DEFAULT_PUSH_PREFERENCES;
}
