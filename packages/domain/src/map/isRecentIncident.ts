import { SECURITY_MAP_SETTINGS } from './securityMapSettings.ts';

/**
 * Whether an incident happened in the last 24 hours (spec: Business constants and limits). A time in the future (clock skew)
 * counts as recent; an unknown or unparsable time does not.
 */
export function isRecentIncident(createdAt: string | undefined, now: Date): boolean {
  const created = createdAt === undefined ? Number.NaN : Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  return now.getTime() - created <= SECURITY_MAP_SETTINGS.recentWindowMs;
}

/** The marker opacity of an incident: 1 when recent, 0.6 when older than 24 hours (spec: Business constants and limits). */
export function incidentOpacity(createdAt: string | undefined, now: Date): number {
  return isRecentIncident(createdAt, now) ? 1 : SECURITY_MAP_SETTINGS.staleOpacity;
}

/** The badge count of the card: posts of the last 24 hours (spec: Business constants and limits). */
export function countRecentIncidents(posts: readonly { createdAt: string | undefined }[], now: Date): number {
  return posts.filter((post) => isRecentIncident(post.createdAt, now)).length;
}
