import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeObjectivity } from './analyzeObjectivity.ts';
import { coachObjectivity } from './coachObjectivity.ts';
import { FACTUAL_POSTS, SUBJECTIVE_POSTS } from './labelledPosts.fixture.ts';
import { OBJECTIVITY_MARK_REASONS, OBJECTIVITY_SUGGESTION_TEXTS as TEXTS } from './objectivity.texts.ts';
import type { ObjectivitySignKind } from './objectivitySign.ts';
import { BASE_SCORE } from './objectivityWeights.ts';

describe('coachObjectivity', () => {
  it.each<[ObjectivitySignKind, string, string]>([
    ['emotional', 'O serviço da coleta foi horrível.', 'horrível'],
    ['emotional', 'Que decepção com o mercado novo.', 'Que decepção'],
    ['emotional', 'A fila do posto estava infernal.', 'infernal'],
    ['insult', 'Idiota quem estacionou na calçada.', 'Idiota'],
    ['insult', 'Os vizinhos do 12 são uns porcos.', 'são uns porcos'],
    ['intensifier', 'Está muito escuro', 'muito'],
    ['vague', 'Vários carros parados na Rua B', 'Vários'],
    ['opinion', 'Eu acho que a feira mudou de dia', 'acho'],
    ['opinion', 'O síndico é um frouxo.', 'é um frouxo'],
    ['generalisation', 'Todo mundo sabe disso', 'Todo mundo'],
    ['generalisation', 'O ônibus nunca passa no horário', 'nunca'],
    ['rumour', 'Dizem que a feira vai acabar', 'Dizem que'],
    ['rumour', 'Supostamente tem obra amanhã', 'Supostamente'],
    ['shouting', 'ATENÇÃO: reunião amanhã', 'ATENÇÃO'],
    ['exclamation', 'Sem água na Rua Lins!!!', '!!!'],
    ['exclamation', 'Até quando???', '???'],
  ])('marks a sign of kind %s: %s', (kind, text, marked) => {
    const { marks } = coachObjectivity(text);
    expect(marks.map((mark) => [text.slice(mark.start, mark.end), mark.kind])).toContainEqual([marked, kind]);
    expect(marks.find((mark) => mark.kind === kind)?.reason).toBe(OBJECTIVITY_MARK_REASONS[kind]);
  });

  it('offsets count UTF-16 units, so an emoji before a sign moves it by two', () => {
    const text = '🚨 Sem luz!!';
    expect(coachObjectivity(text).marks).toEqual([
      { start: 10, end: 12, kind: 'exclamation', reason: OBJECTIVITY_MARK_REASONS.exclamation },
    ]);
  });

  it.each<[string, string, string[]]>([
    ['an insult is quoted', 'Esse motorista idiota travou a Rua B', [TEXTS.insults(['idiota'])]],
    ['hearsay', 'Ouvi falar que a feira da Rua B vai acabar', [TEXTS.rumour]],
    ['a generalisation', 'Todo mundo estaciona na calçada da Rua B', [TEXTS.generalisation]],
  ])('suggestions: %s', (_name, text, expected) => {
    expect(coachObjectivity(text).suggestions).toEqual(expected);
  });

  it.each<[string, string]>([
    ['a demonstrative place is no named place', 'Nesse bairro ninguém liga.'],
    ['a date word inside a generalisation is no date', 'O cachorro late a noite inteira.'],
  ])('facts: %s', (_name, text) => {
    expect(coachObjectivity(text).suggestions).toContain(TEXTS.concreteFacts);
  });

  it('a place may open the text', () => {
    expect(coachObjectivity('Rua Lins sem luz').suggestions).not.toContain(TEXTS.concreteFacts);
  });

  it('a question opened by "Que" is no exclamation', () => {
    expect(coachObjectivity('Que horas abre a farmácia da Rua B?').marks).toEqual([]);
  });

  it('a label on a name is a description, not a judgement', () => {
    expect(coachObjectivity('O carro é um Gol prata, placa final 42, na Rua B.').marks).toEqual([]);
  });

  it('a blank text has no marks', () => {
    expect(coachObjectivity('  ')).toEqual({ objectivity: 0, suggestions: [TEXTS.blank], marks: [] });
  });

  const text = fc.oneof(
    fc.string({ minLength: 1, maxLength: 200 }),
    fc.lorem({ maxCount: 30 }),
    fc.constantFrom(...FACTUAL_POSTS, ...SUBJECTIVE_POSTS),
  );
  const nonBlank = text.filter((value) => value.trim() !== '');

  it('invariant: marks lie inside the text, in order, never empty and never overlapping', () => {
    fc.assert(
      fc.property(text, (value) => {
        let previousEnd = 0;
        for (const mark of coachObjectivity(value).marks) {
          expect(mark.start).toBeGreaterThanOrEqual(previousEnd);
          expect(mark.end).toBeGreaterThan(mark.start);
          expect(mark.end).toBeLessThanOrEqual(value.length);
          expect(mark.reason).toBe(OBJECTIVITY_MARK_REASONS[mark.kind]);
          previousEnd = mark.end;
        }
      }),
    );
  });

  it('invariant: adding "!!!" never raises the score', () => {
    fc.assert(
      fc.property(nonBlank, fc.constantFrom('!!!', ' !!!'), (value, bangs) => {
        expect(coachObjectivity(`${value}${bangs}`).objectivity).toBeLessThanOrEqual(
          coachObjectivity(value).objectivity,
        );
      }),
    );
  });

  it('invariant: the analyser answers the coach without its marks', () => {
    fc.assert(
      fc.property(text, (value) => {
        const { objectivity, suggestions } = coachObjectivity(value);
        expect(analyzeObjectivity(value)).toEqual({ objectivity, suggestions });
      }),
    );
  });

  it('invariant: a score below the base always comes with a mark that explains it', () => {
    fc.assert(
      fc.property(nonBlank, (value) => {
        const { objectivity, marks } = coachObjectivity(value);
        if (objectivity < BASE_SCORE) expect(marks.length).toBeGreaterThan(0);
      }),
    );
  });
});
