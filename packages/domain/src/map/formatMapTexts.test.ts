import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCoordinate,
  formatCoordinates,
  formatLocatedPostCount,
  formatMapTitle,
  formatRecentIncidentCount,
} from './formatMapTexts.ts';

describe('map texts', () => {
  it.each([
    ['the badge: none', 0, '0 ocorrências nas últimas 24 h'],
    ['the badge: singular', 1, '1 ocorrência nas últimas 24 h'],
    ['the badge: plural', 3, '3 ocorrências nas últimas 24 h'],
  ])('%s', (_name, count, text) => {
    expect(formatRecentIncidentCount(count)).toBe(text);
  });

  it.each([
    ['spec: Screens and routes: none', 0, '0 posts com localização'],
    ['spec: Screens and routes: singular', 1, '1 post com localização'],
    ['spec: Screens and routes: plural', 7, '7 posts com localização'],
  ])('%s', (_name, count, text) => {
    expect(formatLocatedPostCount(count)).toBe(text);
  });

  it.each([
    ['spec: Screens and routes: rounds to 4 decimals', -23.550_52, -46.633_31, '-23.5505, -46.6333'],
    ['spec: Screens and routes: pads to 4 decimals', 1, 2.5, '1.0000, 2.5000'],
  ])('%s', (_name, lat, lng, text) => {
    expect(formatCoordinates(lat, lng)).toBe(text);
  });

  it.each([
    ['spec: Screens and routes: no category', undefined, 'Mapa'],
    ['spec: Screens and routes: with category', 'Segurança', 'Mapa - Segurança'],
  ])('%s', (_name, category, title) => {
    expect(formatMapTitle(category)).toBe(title);
  });

  it('invariant: a coordinate always shows exactly 4 decimals', () => {
    fc.assert(
      fc.property(fc.double({ min: -180, max: 180, noNaN: true }), (value) => {
        expect(formatCoordinate(value)).toMatch(/^-?\d+\.\d{4}$/);
      }),
    );
  });
});
