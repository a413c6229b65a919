import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CategoryKey } from '../posts/index.ts';
import {
  type AnalysisOutcome,
  decideAutomaticCheck,
  isManualAnalysisApproved,
  needsAutomaticObjectivityCheck,
} from './objectivityGate.ts';

describe('needsAutomaticObjectivityCheck', () => {
  it.each<[string, CategoryKey, string, boolean, boolean]>([
    ['spec: Validation rules: Geral with text and the check required', 'Geral', 'Texto', true, true],
    ['spec: Validation rules: Compra e Venda is checked', 'Compra e Venda', 'Vendo bicicleta', true, true],
    [
      'spec: Validation rules: Achados e Perdidos is checked',
      'Achados e Perdidos',
      'Chave perdida',
      true,
      true,
    ],
    ['spec: Validation rules: Votação is not checked', 'Votaçao', 'Texto', true, false],
    ['spec: Validation rules: Eventos is not checked', 'Eventos', 'Texto', true, false],
    ['spec: Validation rules: Segurança is not checked', 'Segurança', 'Texto', true, false],
    ['spec: Validation rules: an empty text is not checked', 'Geral', '  ', true, false],
    ['spec: States and transitions: an approved text is not checked again', 'Geral', 'Texto', false, false],
  ])('%s', (_name, category, text, isCheckRequired, expected) => {
    expect(needsAutomaticObjectivityCheck({ category, text, isCheckRequired })).toBe(expected);
  });
});

describe('decideAutomaticCheck', () => {
  it.each<[string, AnalysisOutcome, 'publish' | 'block']>([
    ['spec: Validation rules: 70 publishes', { ok: true, objectivityScore: 70 }, 'publish'],
    ['spec: Validation rules: 69 is blocked', { ok: true, objectivityScore: 69 }, 'block'],
    ['spec: Validation rules: a failed analysis call allows the post', { ok: false }, 'publish'],
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
    ['spec: States and transitions: 60 approves', 60, true],
    ['spec: States and transitions: 59 opens the modal', 59, false],
    ['spec: Business constants and limits: 100 approves', 100, true],
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
