import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeArea, readAreasEnvelope } from './normalizeArea.ts';
import type { WireArea } from './wireArea.ts';

describe('normalizeArea', () => {
  it('spec: Entities and their fields: the user area (area_full, coordinates, city and state with name)', () => {
    expect(
      normalizeArea({
        _id: { $oid: 'a1' },
        name: 'Vila Mariana',
        area_full: 'Vila Mariana, São Paulo - SP',
        latitude: '-23.58',
        longitude: -46.63,
        city: { name: 'São Paulo' },
        state: { name: 'SP' },
      }),
    ).toEqual({
      id: 'a1',
      name: 'Vila Mariana',
      fullName: 'Vila Mariana, São Paulo - SP',
      city: 'São Paulo',
      state: 'SP',
      latitude: -23.58,
      longitude: -46.63,
      userCount: undefined,
      createdAt: undefined,
    });
  });

  it('spec: Entities and their fields: the area list entry (full_name, user_count, created_at)', () => {
    expect(
      normalizeArea({
        id: 7,
        name: 'Moema',
        city: 'São Paulo',
        state: 'SP',
        full_name: 'Moema, SP',
        user_count: 12,
        created_at: '2025-01-01',
      }),
    ).toMatchObject({
      id: '7',
      fullName: 'Moema, SP',
      city: 'São Paulo',
      userCount: 12,
      createdAt: '2025-01-01',
    });
  });

  it.each<[string, WireArea | null | undefined]>([
    ['spec: Entities and their fields: no name', { _id: 'a1' }],
    ['spec: Entities and their fields: null', null],
    ['spec: Entities and their fields: absent', undefined],
  ])('%s gives no area', (_name, wire) => {
    expect(normalizeArea(wire)).toBeUndefined();
  });

  it('invariant: any named area keeps its name and never yields a non-finite coordinate', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== ''),
        fc.oneof(fc.double(), fc.string()),
        (name, latitude) => {
          const area = normalizeArea({ name, latitude });
          expect(area?.name).toBe(name);
          if (area?.latitude !== undefined) expect(Number.isFinite(area.latitude)).toBe(true);
        },
      ),
    );
  });
});

describe('readAreasEnvelope', () => {
  it.each([
    [
      'spec: Calls: the areas, nameless ones left out',
      { areas: [{ _id: 'a1', name: 'Moema' }, { _id: 'a2' }] },
      ['Moema'],
    ],
    ['spec: Calls: no areas', { areas: null }, []],
    ['spec: Error catalogue: not an object', 'erro', []],
  ])('%s', (_name, body, names) => {
    expect(readAreasEnvelope(body).map((a) => a.name)).toEqual(names);
  });
});
