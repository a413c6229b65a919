import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterServices, isServiceFilterActive, NO_SERVICE_FILTER, sortServices } from './filterServices.ts';
import type { Service } from './normalizeService.ts';
import { SERVICE_KIND_KEYS, type ServiceKind } from './serviceKinds.ts';

const service = (id: string, name: string, kind: ServiceKind): Service => ({
  id: id as never,
  name,
  kind,
  phone: '1133334444',
  address: '',
  openingHours: '',
  authorId: undefined,
  authorName: undefined,
  updatedAt: undefined,
});
const farmacia = service('s1', 'Farmácia São João', 'saude');
const posto = service('s2', 'Posto de Saúde Vila Mariana', 'saude');
const chaveiro = service('s3', 'Chaveiro do Zé', 'reparos');
const all = [posto, farmacia, chaveiro];

describe('filterServices', () => {
  it.each<[string, Parameters<typeof filterServices>[1], Service[]]>([
    ['no filter: every service, by name', NO_SERVICE_FILTER, [chaveiro, farmacia, posto]],
    ['by kind', { kind: 'saude', query: '' }, [farmacia, posto]],
    ['by name without accents', { kind: 'all', query: 'farmacia' }, [farmacia]],
    ['by name with other case and spacing', { kind: 'all', query: '  SÃO   joão ' }, [farmacia]],
    ['by kind and name', { kind: 'saude', query: 'vila' }, [posto]],
    ['a name of another kind', { kind: 'reparos', query: 'farmácia' }, []],
  ])('%s', (_name, filter, expected) => {
    expect(filterServices(all, filter)).toEqual(expected);
  });

  it('same names are ordered by id', () => {
    const a = service('a', 'Padaria', 'comercio');
    const b = service('b', 'padaria', 'comercio');
    expect(sortServices([b, a])).toEqual([a, b]);
  });

  it('a filter is active with a kind or a query that is not blank', () => {
    expect(isServiceFilterActive(NO_SERVICE_FILTER)).toBe(false);
    expect(isServiceFilterActive({ kind: 'all', query: '   ' })).toBe(false);
    expect(isServiceFilterActive({ kind: 'limpeza', query: '' })).toBe(true);
    expect(isServiceFilterActive({ kind: 'all', query: 'zé' })).toBe(true);
  });

  it('invariant: what a filter keeps is of its kind, and nothing of its kind and name is left out', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('all' as const, ...SERVICE_KIND_KEYS),
        fc.string({ maxLength: 3 }),
        (kind, query) => {
          const kept = filterServices(all, { kind, query });
          const matching = all.filter((one) => filterServices([one], { kind, query }).length === 1);
          return kept.length === matching.length && kept.every((one) => kind === 'all' || one.kind === kind);
        },
      ),
    );
  });
});
