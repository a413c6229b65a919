import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeObjectivity } from './analyzeObjectivity.ts';
import { OBJECTIVITY_SUGGESTION_TEXTS as TEXTS } from './objectivity.texts.ts';
import { EMOTIONAL_WORDS } from './objectivityLexicon.ts';

describe('analyzeObjectivity', () => {
  it.each<[string, string, number]>([
    [
      'spec: Validation rules: a factual notice with day, time and place publishes (≥ 70)',
      'Reunião do condomínio na quinta-feira às 19h no salão do Bloco B.',
      96,
    ],
    [
      'spec: Validation rules: a neutral text without facts lands just above 70',
      'Alguém viu um gato cinza?',
      72,
    ],
    [
      'spec: Validation rules: a rant is blocked (< 70)',
      'Que ABSURDO!!! Esse descaso é horrível, eu acho que ninguém faz nada!',
      2,
    ],
    [
      'spec: Validation rules: an incident with street, day and time',
      'Assalto na esquina da Rua Vergueiro com a Av. Paulista hoje às 22:30.',
      100,
    ],
    ['spec: Validation rules: a date like 12/03 counts as a date', 'Feira de trocas no dia 12/03.', 88],
    ['acronyms of three letters are not shouting', 'Vacinação na UBS do bairro.', 80],
    ['spec: Entities and their fields: a blank text scores 0', '   ', 0],
  ])('%s', (_name, text, expected) => {
    expect(analyzeObjectivity(text).objectivity).toBe(expected);
  });

  it.each<[string, string, string[]]>([
    ['a blank text asks for text', '', [TEXTS.blank]],
    [
      'emotional words are quoted, at most three, as written',
      'Horrível, absurdo, ridículo e nojento na Rua A',
      ['Evite palavras emotivas como "horrível", "absurdo" e "ridículo".'],
    ],
    [
      'one intensifier, and no concrete facts',
      'Está muito escuro',
      ['Evite intensificadores como "muito".', TEXTS.concreteFacts],
    ],
    [
      'capitals, exclamations and an opinion phrase',
      'ATENÇÃO vizinhos! Na minha opinião a rua está escura',
      [TEXTS.capitals, TEXTS.exclamations, TEXTS.opinion],
    ],
    [
      'vague quantities',
      'Vários carros e alguns ônibus na Rua B',
      ['Troque termos vagos como "vários" e "alguns" por números.'],
    ],
  ])('suggestions: %s', (_name, text, expected) => {
    expect(analyzeObjectivity(text).suggestions).toEqual(expected);
  });

  // A blank text is not analysed at all (score 0, spec: Validation rules checks only non-empty text), so the
  // properties are about texts with something in them.
  const text = fc.string({ minLength: 1, maxLength: 200 }).filter((value) => value.trim() !== '');
  const insult = fc
    .tuple(fc.constantFrom(...EMOTIONAL_WORDS), fc.integer({ min: 1, max: 6 }), fc.boolean())
    .map(([word, bangs, shout]) => `${shout ? word.toUpperCase() : word}${'!'.repeat(bangs)}`);

  it('invariant: the score is always a whole number from 0 to 100', () => {
    fc.assert(
      fc.property(fc.oneof(text, fc.lorem({ maxCount: 30 })), (value) => {
        const { objectivity } = analyzeObjectivity(value);
        expect(Number.isInteger(objectivity) && objectivity >= 0 && objectivity <= 100).toBe(true);
      }),
    );
  });

  it('invariant: adding an exclamation-laden insult never raises the score', () => {
    fc.assert(
      fc.property(fc.oneof(text, fc.lorem({ maxCount: 20 })), insult, (value, added) => {
        expect(analyzeObjectivity(`${value} ${added}`).objectivity).toBeLessThanOrEqual(
          analyzeObjectivity(value).objectivity,
        );
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
