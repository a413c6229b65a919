import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AnalysisOutcome,
  decideAutomaticCheck,
  isManualAnalysisApproved,
  needsAutomaticObjectivityCheck,
} from './objectivityGate.ts';
import type { CategoryKey } from './readCategory.ts';

describe('needsAutomaticObjectivityCheck', () => {
  it.each<[string, CategoryKey, string, boolean, boolean]>([
    ['doc 2 §5: Geral with text and the check required', 'Geral', 'Texto', true, true],
    ['doc 2 §5: Compra e Venda is checked', 'Compra e Venda', 'Vendo bicicleta', true, true],
    ['doc 2 §5: Achados e Perdidos is checked', 'Achados e Perdidos', 'Chave perdida', true, true],
    ['doc 2 §5: Votação is not checked', 'Votaçao', 'Texto', true, false],
    ['doc 2 §5: Eventos is not checked', 'Eventos', 'Texto', true, false],
    ['doc 2 §5: Segurança is not checked', 'Segurança', 'Texto', true, false],
    ['doc 2 §5: an empty text is not checked', 'Geral', '  ', true, false],
    ['doc 2 §4: an approved text is not checked again', 'Geral', 'Texto', false, false],
  ])('%s', (_name, category, text, isCheckRequired, expected) => {
    expect(needsAutomaticObjectivityCheck({ category, text, isCheckRequired })).toBe(expected);
  });
});

describe('decideAutomaticCheck', () => {
  it.each<[string, AnalysisOutcome, 'publish' | 'block']>([
    ['doc 2 §5: 70 publishes', { ok: true, objectivityScore: 70 }, 'publish'],
    ['doc 2 §5: 69 is blocked', { ok: true, objectivityScore: 69 }, 'block'],
    ['doc 2 §5: a failed analysis call allows the post', { ok: false }, 'publish'],
  ])('%s', (_name, outcome, expected) => {
    expect(decideAutomaticCheck(outcome)).toBe(expected);
  });

  it('invariant: blocking happens exactly below 70', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (score) => {
        expect(decideAutomaticCheck({ ok: true, objectivityScore: score }) === 'block').toBe(score < 70);
      }),
    );
  });
});

describe('isManualAnalysisApproved', () => {
  it.each<[string, number, boolean]>([
    ['doc 2 §4: 60 approves', 60, true],
    ['doc 2 §4: 59 opens the modal', 59, false],
    ['doc 2 §9: 100 approves', 100, true],
  ])('%s', (_name, score, expected) => {
    expect(isManualAnalysisApproved(score)).toBe(expected);
  });

  it('invariant: whatever the automatic check publishes, a manual analysis approves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (score) => {
        if (decideAutomaticCheck({ ok: true, objectivityScore: score }) === 'publish') {
          expect(isManualAnalysisApproved(score)).toBe(true);
        }
      }),
    );
  });
});
