import { describe, expect, it } from 'vitest';
import { nearestMunicipality } from './nearestMunicipality.ts';
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

describe('nearestMunicipality', () => {
  it('picks the nearest seat', () => {
    expect(nearestMunicipality([campinas, saoPaulo], -23.56, -46.64)?.municipality.name).toBe('São Paulo');
    expect(nearestMunicipality([saoPaulo, campinas], -22.9, -47.05)?.municipality.name).toBe('Campinas');
  });

  it('finds nothing with no candidates or beyond 300 km', () => {
    expect(nearestMunicipality([], -23.5, -46.6)).toBeNull();
    expect(nearestMunicipality([saoPaulo], 0, 0)).toBeNull();
  });
});
