import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countRecentIncidents, incidentOpacity, isRecentIncident } from './isRecentIncident.ts';
import { DEFAULT_MAP_CENTER, SECURITY_MAP_SETTINGS } from './securityMapSettings.ts';

const now = new Date('2026-11-21T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe('security map card', () => {
  it.each<[string, string | undefined, boolean, number]>([
    ['spec: Business constants and limits: one hour old is recent, full opacity', hoursAgo(1), true, 1],
    ['spec: Business constants and limits: exactly 24 hours is still recent', hoursAgo(24), true, 1],
    ['spec: Business constants and limits: older than 24 hours is at 0.6', hoursAgo(24.01), false, 0.6],
    ['a time in the future (clock skew) is recent', hoursAgo(-2), true, 1],
    ['an unknown time is not recent', undefined, false, 0.6],
    ['an unparsable time is not recent', 'ontem', false, 0.6],
  ])('%s', (_name, createdAt, recent, opacity) => {
    expect(isRecentIncident(createdAt, now)).toBe(recent);
    expect(incidentOpacity(createdAt, now)).toBe(opacity);
  });

  it('spec: Business constants and limits: the badge counts the posts of the last 24 hours', () => {
    const posts = [hoursAgo(1), hoursAgo(23), hoursAgo(30), undefined].map((createdAt) => ({ createdAt }));
    expect(countRecentIncidents(posts, now)).toBe(2);
  });

  it.each<[string, unknown, unknown]>([
    [
      'spec: Error catalogue: the default centre is São Paulo',
      DEFAULT_MAP_CENTER,
      { lat: -23.5505, lng: -46.6333 },
    ],
    ['spec: Business constants and limits: card zoom 13', SECURITY_MAP_SETTINGS.zoom, 13],
    [
      'spec: Business constants and limits: fitting never closer than 15',
      SECURITY_MAP_SETTINGS.maxFitZoom,
      15,
    ],
    ['spec: Business constants and limits: picker zoom 15', SECURITY_MAP_SETTINGS.pickerZoom, 15],
    ['spec: Business constants and limits: card height 320 px', SECURITY_MAP_SETTINGS.cardHeightPx, 320],
    ['spec: Business constants and limits: older incidents at 0.6', SECURITY_MAP_SETTINGS.staleOpacity, 0.6],
    [
      'spec: Business constants and limits: loader 3 attempts, 3 s retry, 20 s timeout',
      [
        SECURITY_MAP_SETTINGS.loaderAttempts,
        SECURITY_MAP_SETTINGS.loaderRetryMs,
        SECURITY_MAP_SETTINGS.loaderTimeoutMs,
      ],
      [3, 3000, 20000],
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('invariant: the recent count never exceeds the posts and matches the full-opacity markers', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -48, max: 96 }), { maxLength: 20 }), (ages) => {
        const posts = ages.map((age) => ({ createdAt: hoursAgo(age) }));
        const count = countRecentIncidents(posts, now);
        expect(count).toBeLessThanOrEqual(posts.length);
        expect(count).toBe(posts.filter((post) => incidentOpacity(post.createdAt, now) === 1).length);
      }),
    );
  });
});
