import { distanceKm } from '@vizinhos/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexMunicipalities, maxReverseKm, nearestMunicipality } from './nearestMunicipality.ts';
import type { PlacedMunicipality } from './repository.ts';

const place = (id: number, name: string, latitude: number, longitude: number): PlacedMunicipality => ({
  id,
  name,
  state: { code: 'SP', name: 'São Paulo' },
  latitude,
  longitude,
});

const saoPaulo = place(1, 'São Paulo', -23.55, -46.63);
const campinas = place(2, 'Campinas', -22.91, -47.06);
const santos = place(3, 'Santos', -23.96, -46.33);

describe('nearestMunicipality (k-d tree)', () => {
  it('picks the nearest seat', () => {
    const index = indexMunicipalities([campinas, saoPaulo, santos]);
    expect(nearestMunicipality(index, -23.56, -46.64)?.municipality).toEqual(saoPaulo);
    expect(nearestMunicipality(index, -22.9, -47.05)?.municipality.name).toBe('Campinas');
    expect(nearestMunicipality(index, -23.9, -46.3)?.municipality.name).toBe('Santos');
  });

  it('finds nothing with no candidates or beyond 300 km', () => {
    expect(nearestMunicipality(indexMunicipalities([]), -23.5, -46.6)).toBeNull();
    expect(nearestMunicipality(indexMunicipalities([saoPaulo]), 0, 0)).toBeNull();
  });

  it('invariant: the tree answers what a scan of every seat answers', () => {
    const seat = fc.record({
      lat: fc.double({ min: -33, max: 4, noNaN: true }),
      lon: fc.double({ min: -73, max: -35, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(seat, { minLength: 1, maxLength: 40 }), seat, (seats, point) => {
        const places = seats.map((s, i) => place(i, `M${i}`, s.lat, s.lon));
        const found = nearestMunicipality(indexMunicipalities(places), point.lat, point.lon);
        const best = Math.min(
          ...places.map((p) => distanceKm(point.lat, point.lon, p.latitude, p.longitude)),
        );
        fc.pre(Math.abs(best - maxReverseKm) > 1);
        if (best > maxReverseKm) expect(found).toBeNull();
        else expect(found?.km).toBeCloseTo(best, 6);
      }),
    );
  });
});
