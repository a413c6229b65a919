import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMOTIONAL_WORDS } from './objectivityLexicon.ts';
import { scoreObjectivityLexicon } from './scoreObjectivityLexicon.ts';

// The analyser before the model, kept to be measured beside it: its arithmetic must not drift.
describe('scoreObjectivityLexicon', () => {
  it.each<[string, string, number]>([
    [
      'a factual notice with day, time and place',
      'Reunião do condomínio na quinta-feira às 19h no salão do Bloco B.',
      96,
    ],
    ['a neutral text without facts lands just above 70', 'Alguém viu um gato cinza?', 72],
    ['a rant', 'Que ABSURDO!!! Esse descaso é horrível, eu acho que ninguém faz nada!', 2],
    [
      'an incident with street, day and time',
      'Assalto na esquina da Rua Vergueiro com a Av. Paulista hoje às 22:30.',
      100,
    ],
    ['a date like 12/03 counts as a date', 'Feira de trocas no dia 12/03.', 88],
    ['acronyms of three letters are not shouting', 'Vacinação na UBS do bairro.', 80],
    ['a blank text scores 0', '   ', 0],
  ])('%s', (_name, text, expected) => {
    expect(scoreObjectivityLexicon(text)).toBe(expected);
  });

  const text = fc.string({ minLength: 1, maxLength: 200 }).filter((value) => value.trim() !== '');
  const insult = fc
    .tuple(fc.constantFrom(...EMOTIONAL_WORDS), fc.integer({ min: 1, max: 6 }), fc.boolean())
    .map(([word, bangs, shout]) => `${shout ? word.toUpperCase() : word}${'!'.repeat(bangs)}`);

  it('invariant: adding an exclamation-laden insult never raises the score', () => {
    fc.assert(
      fc.property(fc.oneof(text, fc.lorem({ maxCount: 20 })), insult, (value, added) => {
        expect(scoreObjectivityLexicon(`${value} ${added}`)).toBeLessThanOrEqual(
          scoreObjectivityLexicon(value),
        );
      }),
    );
  });
});
