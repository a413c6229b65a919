import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Service } from './normalizeService.ts';
import { canEditService, removeService, upsertService } from './reduceServices.ts';

const service = (id: string, name = 'Padaria', authorId?: string): Service => ({
  id: id as never,
  name,
  kind: 'comercio',
  phone: '1133334444',
  address: '',
  openingHours: '',
  authorId: authorId as never,
  authorName: undefined,
  updatedAt: undefined,
});

describe('upsertService and removeService', () => {
  it('adds a new service, replaces one with the same id in place, removes by id', () => {
    const one = service('s1');
    const two = service('s2');
    expect(upsertService([one], two)).toEqual([one, two]);
    const renamed = service('s1', 'Padaria Nova');
    expect(upsertService([one, two], renamed)).toEqual([renamed, two]);
    expect(removeService([one, two], 's1' as never)).toEqual([two]);
  });

  it('invariant: after an upsert the id is there exactly once; after a removal, not at all', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c')), fc.constantFrom('a', 'b', 'c'), (ids, id) => {
        const list = [...new Set(ids)].map((one) => service(one));
        const count = (services: Service[]) => services.filter((one) => one.id === id).length;
        return count(upsertService(list, service(id))) === 1 && count(removeService(list, id as never)) === 0;
      }),
    );
  });
});

describe('canEditService', () => {
  it.each<[string, string | undefined, string | undefined, boolean]>([
    ['its author', 'u1', 'u1', true],
    ['another resident', 'u1', 'u2', false],
    ['nobody signed in', 'u1', undefined, false],
    ['a service without author', undefined, 'u1', false],
  ])('%s', (_name, authorId, userId, expected) => {
    expect(canEditService(service('s1', 'Padaria', authorId), userId)).toBe(expected);
  });
});
