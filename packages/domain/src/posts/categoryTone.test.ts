import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BadgeTone } from '../common/index.ts';
import { categoryTone } from './categoryTone.ts';

describe('categoryTone', () => {
  it.each<[string, unknown, BadgeTone]>([
    ['spec: Screens and routes map view: Segurança is danger', 'Segurança', 'danger'],
    ['spec: Screens and routes map view: Seguranca (no cedilla) is danger too', 'Seguranca', 'danger'],
    ['spec: Screens and routes map view: Eventos is warning', 'Eventos', 'warning'],
    ['spec: Screens and routes map view: Geral is primary', 'Geral', 'primary'],
    ['spec: Screens and routes map view: Compra e Venda is success', 'Compra e Venda', 'success'],
    ['spec: Screens and routes map view: Votaçao is secondary', 'Votaçao', 'secondary'],
    [
      'spec: Screens and routes map view: anything else is default (Achados e Perdidos)',
      'Achados e Perdidos',
      'default',
    ],
    ['spec: Screens and routes map view: anything else is default (unknown)', 'Esportes', 'default'],
    ['spec: Screens and routes map view: anything else is default (missing)', undefined, 'default'],
  ])('%s', (_name, value, expected) => {
    expect(categoryTone(value)).toBe(expected);
  });

  it('invariant: every text gets one of the six tones', () => {
    const tones = ['primary', 'secondary', 'success', 'warning', 'danger', 'default'];
    fc.assert(fc.property(fc.string(), (name) => tones.includes(categoryTone(name))));
  });
});
