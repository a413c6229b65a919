import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Area } from '../accounts/index.ts';
import { buildMapEmbedUrl, buildMapQuery } from './buildMapEmbed.ts';

const base: Area = {
  id: undefined,
  name: 'Vila Mariana',
  fullName: undefined,
  city: 'São Paulo',
  state: 'SP',
  latitude: undefined,
  longitude: undefined,
  userCount: undefined,
  createdAt: undefined,
};

describe('buildMapQuery', () => {
  it.each<[string, Partial<Area>, string]>([
    [
      'spec: Screens and routes: the full address first',
      { fullName: 'Vila Mariana, São Paulo - SP', latitude: 1, longitude: 2 },
      'Vila Mariana, São Paulo - SP',
    ],
    [
      'spec: Screens and routes: then latitude and longitude',
      { fullName: '  ', latitude: -23.58, longitude: -46.63 },
      '-23.58,-46.63',
    ],
    [
      'spec: Screens and routes: a latitude alone is not enough',
      { latitude: -23.58 },
      'Vila Mariana, São Paulo, SP, Brasil',
    ],
    ['spec: Screens and routes: then name, city, state, Brasil', {}, 'Vila Mariana, São Paulo, SP, Brasil'],
    [
      'spec: Screens and routes: missing parts are left out',
      { city: undefined, state: '' },
      'Vila Mariana, Brasil',
    ],
  ])('%s', (_name, overrides, query) => {
    expect(buildMapQuery({ ...base, ...overrides })).toBe(query);
  });

  it('spec: Business constants and limits: the embed URL carries the query, zoom 14 and Portuguese', () => {
    const url = new URL(buildMapEmbedUrl(base));
    expect(url.searchParams.get('q')).toBe('Vila Mariana, São Paulo, SP, Brasil');
    expect(url.searchParams.get('z')).toBe('14');
    expect(url.searchParams.get('hl')).toBe('pt');
    expect(url.searchParams.get('output')).toBe('embed');
  });

  it('invariant: any area name survives the URL encoding unchanged', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (fullName) => {
          const url = new URL(buildMapEmbedUrl({ ...base, fullName }));
          expect(url.searchParams.get('q')).toBe(fullName.trim());
        },
      ),
    );
  });
});
