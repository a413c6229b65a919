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

/** A resident's push settings. Times are "HH:MM" on the wall clock of `timeZone`. */
export type PushPreferences = {
  categories: Record<PushCategory, boolean>;
  quietHours: { enabled: boolean; start: string; end: string };
  timeZone: string;
  /** A Segurança post in the area still arrives during quiet hours. */
  securityOverridesQuietHours: boolean;
};

/** Once push is on: Segurança in the area only; replies, votes and the rest off; quiet hours offered as 22:00–07:00. */
export const DEFAULT_PUSH_PREFERENCES: PushPreferences = {
  categories: { security: true, comments: false, replies: false, votes: false, polls: false, invites: false },
  quietHours: { enabled: false, start: '22:00', end: '07:00' },
  timeZone: DEFAULT_TIME_ZONE,
  securityOverridesQuietHours: false,
};

/** The settings on the wire: one flat object, every field optional in a change. */
export type WirePushPreferences = Record<PushCategory, boolean> & {
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

/** The settings as the wire carries them. */
export function toWirePushPreferences(preferences: PushPreferences): WirePushPreferences {
  return {
    ...preferences.categories,
    quiet_hours_enabled: preferences.quietHours.enabled,
    quiet_start: preferences.quietHours.start,
    quiet_end: preferences.quietHours.end,
    time_zone: preferences.timeZone,
    security_overrides_quiet_hours: preferences.securityOverridesQuietHours,
  };
}

/** A change of settings checked, or the Portuguese reason it is refused. */
export type PushPreferencesResult = { ok: true; value: PushPreferences } | { ok: false; error: string };

const BOOLEAN_FIELDS = [...PUSH_CATEGORIES, 'quiet_hours_enabled', 'security_overrides_quiet_hours'] as const;
const CLOCK_FIELDS = ['quiet_start', 'quiet_end'] as const;
const KNOWN_FIELDS = new Set<string>([...BOOLEAN_FIELDS, ...CLOCK_FIELDS, 'time_zone']);

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
