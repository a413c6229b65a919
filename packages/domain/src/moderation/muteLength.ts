import { moderationTexts } from './moderation.texts.ts';

/** The mute lengths a moderator chooses from, in hours: 24 hours and 7 days (spec 3). */
export const MUTE_HOURS = [24, 168] as const;

/** Checks a mute's hours: the end of the mute from `now`, or the Portuguese refusal. */
export function checkMute(
  hours: unknown,
  now: Date,
): { ok: true; until: Date } | { ok: false; message: string } {
  if (!MUTE_HOURS.includes(hours as (typeof MUTE_HOURS)[number]))
    return { ok: false, message: moderationTexts.muteHoursInvalid };
  return { ok: true, until: new Date(now.getTime() + (hours as number) * 3_600_000) };
}

/** The end of a mute in Brasília's time, as the refusal says it: "27/11/2026, 14:30". */
export function formatMuteEnd(until: Date): string {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(until);
}

/** The refusal a muted resident's write gets, saying until when in Brasília's time (spec 3: Error catalogue). */
export function mutedText(until: Date): string {
  return moderationTexts.mutedUntil(formatMuteEnd(until));
}
