import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm } from './distanceKm.ts';

describe('distanceKm (spec: Screens and routes signup step 1 "use my location", §7 POST users lat/lon, geocoding)', () => {
  it.each([
    ['spec: Calls: São Paulo → Rio de Janeiro', -23.55, -46.63, -22.91, -43.17, 357],
    ['spec: Calls: São Paulo → Brasília', -23.55, -46.63, -15.79, -47.88, 872],
    ['spec: Calls: Manaus → Porto Alegre', -3.12, -60.02, -30.03, -51.23, 3132],
  ])('%s ≈ %d km', (_name, lat1, lon1, lat2, lon2, km) => {
    expect(distanceKm(lat1, lon1, lat2, lon2)).toBeCloseTo(km, -1);
  });

  const point = fc.tuple(
    fc.double({ min: -90, max: 90, noNaN: true }),
    fc.double({ min: -180, max: 180, noNaN: true }),
  );
  it('invariant: symmetric, zero to itself, never above half the Earth', () => {
    fc.assert(
      fc.property(point, point, ([a, b], [c, d]) => {
        const there = distanceKm(a, b, c, d);
        return (
          Math.abs(there - distanceKm(c, d, a, b)) < 1e-6 && distanceKm(a, b, a, b) < 1e-6 && there <= 20_016
        );
      }),
    );
  });
});
