import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeService, normalizeServices, type Service } from './normalizeService.ts';
import type { WireService } from './wireService.ts';

describe('normalizeService', () => {
  it.each<[string, WireService, Service | undefined]>([
    [
      'every field',
      {
        _id: { $oid: 's1' },
        name: 'Farmácia São João',
        kind: 'saude',
        phone: '(11) 5555-1234',
        address: 'Rua das Flores, 10',
        opening_hours: '8h às 20h',
        user_id: 'u1',
        user: { username: 'maria' },
        created_at: '2026-01-01T10:00:00.000Z',
        updated_at: '2026-01-02T10:00:00.000Z',
      },
      {
        id: 's1' as never,
        name: 'Farmácia São João',
        kind: 'saude',
        phone: '(11) 5555-1234',
        address: 'Rua das Flores, 10',
        openingHours: '8h às 20h',
        authorId: 'u1' as never,
        authorName: 'maria',
        updatedAt: '2026-01-02T10:00:00.000Z',
      },
    ],
    [
      'only what is required; the creation time stands for the update',
      { id: 's2', name: 'Chaveiro', kind: 'reparos', created_at: '2026-01-01T10:00:00.000Z' },
      {
        id: 's2' as never,
        name: 'Chaveiro',
        kind: 'reparos',
        phone: '',
        address: '',
        openingHours: '',
        authorId: undefined,
        authorName: undefined,
        updatedAt: '2026-01-01T10:00:00.000Z',
      },
    ],
    ['no id', { name: 'Chaveiro', kind: 'reparos' }, undefined],
    ['no name', { _id: 's3', name: ' ', kind: 'reparos' }, undefined],
    ['an unknown kind', { _id: 's3', name: 'Chaveiro', kind: 'mercado' }, undefined],
  ])('%s', (_name, wire, expected) => {
    expect(normalizeService(wire)).toEqual(expected);
  });

  it('invariant: a list keeps exactly the services that normalise, in order', () => {
    const wire = fc.array(
      fc.record({
        _id: fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
        name: fc.option(fc.string(), { nil: undefined }),
        kind: fc.constantFrom('saude', 'outros', 'x'),
      }),
    );
    fc.assert(
      fc.property(wire, (list) => {
        const expected = list.map(normalizeService).filter((s) => s !== undefined);
        return JSON.stringify(normalizeServices(list)) === JSON.stringify(expected);
      }),
    );
    expect(normalizeServices(null)).toEqual([]);
  });
});
