import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm } from '../accounts/distanceKm.ts';
import { approximateLocation } from './approximateLocation.ts';

describe('approximateLocation (Localização aproximada)', () => {
  it.each([
    ['a point in Vila Mariana', { lat: -23.589123, lng: -46.634567 }, { lat: -23.589, lng: -46.635 }],
    ['Manaus', { lat: -3.11903, lng: -60.02172 }, { lat: -3.119, lng: -60.022 }],
    ['already rounded', { lat: -23.55, lng: -46.633 }, { lat: -23.55, lng: -46.633 }],
    ['no negative zero', { lat: -0.0001, lng: 0.0002 }, { lat: 0, lng: 0 }],
  ])('%s', (_name, point, rounded) => {
    expect(approximateLocation(point)).toEqual(rounded);
  });

  const point = fc.record({
    lat: fc.double({ min: -90, max: 90, noNaN: true }),
    lng: fc.double({ min: -180, max: 180, noNaN: true }),
  });

  it('invariant: the published point is within 80 m of the chosen one', () => {
    fc.assert(
      fc.property(point, (chosen) => {
        const published = approximateLocation(chosen);
        expect(distanceKm(chosen.lat, chosen.lng, published.lat, published.lng)).toBeLessThan(0.08);
      }),
    );
  });

  it('invariant: rounding twice is rounding once', () => {
    fc.assert(
      fc.property(point, (chosen) => {
        const once = approximateLocation(chosen);
        expect(approximateLocation(once)).toEqual(once);
      }),
    );
  });
});
