import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BadgeTone } from '../common/index.ts';
import { categoryTone } from './categoryTone.ts';

describe('categoryTone', () => {
  it.each<[string, unknown, BadgeTone]>([
    ['doc 1 §2 map view: Segurança is danger', 'Segurança', 'danger'],
    ['doc 1 §2 map view: Seguranca (no cedilla) is danger too', 'Seguranca', 'danger'],
    ['doc 1 §2 map view: Eventos is warning', 'Eventos', 'warning'],
    ['doc 1 §2 map view: Geral is primary', 'Geral', 'primary'],
    ['doc 1 §2 map view: Compra e Venda is success', 'Compra e Venda', 'success'],
    ['doc 1 §2 map view: Votaçao is secondary', 'Votaçao', 'secondary'],
    ['doc 1 §2 map view: anything else is default (Achados e Perdidos)', 'Achados e Perdidos', 'default'],
    ['doc 1 §2 map view: anything else is default (unknown)', 'Esportes', 'default'],
    ['doc 1 §2 map view: anything else is default (missing)', undefined, 'default'],
  ])('%s', (_name, value, expected) => {
    expect(categoryTone(value)).toBe(expected);
  });

  it('invariant: every text gets one of the six tones', () => {
    const tones = ['primary', 'secondary', 'success', 'warning', 'danger', 'default'];
    fc.assert(fc.property(fc.string(), (name) => tones.includes(categoryTone(name))));
  });
});
