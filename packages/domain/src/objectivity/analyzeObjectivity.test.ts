import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeObjectivity } from './analyzeObjectivity.ts';
import { OBJECTIVITY_SUGGESTION_TEXTS as TEXTS } from './objectivity.texts.ts';
import { AUTOMATIC_OBJECTIVITY_MINIMUM } from './objectivityGate.ts';

describe('analyzeObjectivity', () => {
  it.each<[string, string]>([
    [
      'a factual notice with day, time and place',
      'Reunião do condomínio na quinta-feira às 19h no salão do Bloco B.',
    ],
    ['a neutral question', 'Alguém viu um gato cinza?'],
    [
      'an incident with street, day and time',
      'Assalto na esquina da Rua Vergueiro com a Av. Paulista hoje às 22:30.',
    ],
    ['a label on a name', 'O carro é um Gol prata, placa final 42, na Rua B.'],
  ])('spec: Validation rules: %s publishes (≥ 70)', (_name, text) => {
    expect(analyzeObjectivity(text).objectivity).toBeGreaterThanOrEqual(AUTOMATIC_OBJECTIVITY_MINIMUM);
  });

  it.each<[string, string]>([
    ['a rant', 'Que ABSURDO!!! Esse descaso é horrível, eu acho que ninguém faz nada!'],
    ['an insult', 'Idiota quem estacionou na calçada.'],
    ['hearsay', 'Dizem que a feira vai acabar'],
    ['sarcasm', 'Parabéns à Sabesp, terceiro dia sem água, que serviço impecável 👏👏'],
  ])('spec: Validation rules: %s is blocked (< 70)', (_name, text) => {
    expect(analyzeObjectivity(text).objectivity).toBeLessThan(AUTOMATIC_OBJECTIVITY_MINIMUM);
  });

  it('spec: Entities and their fields: a blank text scores 0 and asks for text', () => {
    expect(analyzeObjectivity('   ')).toEqual({ objectivity: 0, suggestions: [TEXTS.blank] });
  });

  it.each<[string, string, string[]]>([
    [
      'emotional words are quoted, at most three, as written',
      'Horrível, absurdo, ridículo e nojento na Rua A',
      // A string of scorn reads as abuse to the tone model too: the rewrite comes first, and the
      // words it holds against the text ("ridículo", "nojento") are named as offences.
      [
        TEXTS.abuse,
        'Evite palavras emotivas como "horrível", "absurdo" e "ridículo".',
        'Evite ofensas como "ridículo" e "nojento": critique o fato, não a pessoa.',
      ],
    ],
    [
      'one intensifier, and no concrete facts',
      'Está muito escuro',
      ['Evite intensificadores como "muito".', TEXTS.concreteFacts],
    ],
    [
      'vague quantities',
      'Vários carros e alguns ônibus na Rua B',
      ['Troque termos vagos como "vários" e "alguns" por números.'],
    ],
  ])('suggestions: %s', (_name, text, expected) => {
    expect(analyzeObjectivity(text).suggestions).toEqual(expected);
  });

  const text = fc.string({ minLength: 1, maxLength: 200 }).filter((value) => value.trim() !== '');

  it('invariant: the score is always a whole number from 0 to 100', () => {
    fc.assert(
      fc.property(fc.oneof(text, fc.lorem({ maxCount: 30 })), (value) => {
        const { objectivity } = analyzeObjectivity(value);
        expect(Number.isInteger(objectivity) && objectivity >= 0 && objectivity <= 100).toBe(true);
      }),
    );
  });

  it('invariant: the same text always gets the same answer', () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(analyzeObjectivity(value)).toEqual(analyzeObjectivity(value));
      }),
    );
  });
});
