import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeObjectivity } from './analyzeObjectivity.ts';
import {
  coachObjectivity,
  coachObjectivityWith,
  OBJECTIVITY_MODEL,
  TONE_MARK_LINE,
} from './coachObjectivity.ts';
import { commentNudge } from './commentNudge.ts';
import { FACTUAL_POSTS, SUBJECTIVE_POSTS } from './labelledPosts.fixture.ts';
import { OBJECTIVITY_MARK_REASONS, OBJECTIVITY_SUGGESTION_TEXTS as TEXTS } from './objectivity.texts.ts';
import { AUTOMATIC_OBJECTIVITY_MINIMUM } from './objectivityGate.ts';
import { readObjectivityModel, scoreObjectivityModel } from './objectivityModel.ts';
import type { ObjectivitySignKind } from './objectivitySign.ts';

describe('coachObjectivity', () => {
  it.each<[ObjectivitySignKind, string, string]>([
    ['emotional', 'O serviço da coleta foi horrível.', 'horrível'],
    ['emotional', 'Que decepção com o mercado novo.', 'Que decepção'],
    ['insult', 'Idiota quem estacionou na calçada.', 'Idiota'],
    ['insult', 'Os vizinhos do 12 são uns porcos.', 'são uns porcos'],
    ['intensifier', 'Está muito escuro', 'muito'],
    ['vague', 'Vários carros parados na Rua B', 'Vários'],
    ['opinion', 'Eu acho que a feira mudou de dia', 'acho'],
    ['generalisation', 'Todo mundo sabe disso', 'Todo mundo'],
    ['rumour', 'Dizem que a feira vai acabar', 'Dizem que'],
    ['exclamation', 'Sem água na Rua Lins!!!', '!!!'],
    ['tone', 'Parabéns à Sabesp, terceiro dia sem água, que serviço impecável 👏👏', 'Parabéns'],
  ])('marks a sign of kind %s: %s', (kind, text, marked) => {
    const { marks } = coachObjectivity(text);
    expect(marks.map((mark) => [text.slice(mark.start, mark.end), mark.kind])).toContainEqual([marked, kind]);
    expect(marks.find((mark) => mark.kind === kind)?.reason).toBe(OBJECTIVITY_MARK_REASONS[kind]);
  });

  it('offsets count UTF-16 units, so an emoji before a sign moves it by two', () => {
    expect(coachObjectivity('🚨 Que absurdo!!').marks).toEqual([
      { start: 3, end: 14, kind: 'emotional', reason: OBJECTIVITY_MARK_REASONS.emotional },
      { start: 14, end: 16, kind: 'exclamation', reason: OBJECTIVITY_MARK_REASONS.exclamation },
    ]);
  });

  it.each<[string, string, string[]]>([
    ['an insult is quoted', 'Esse motorista idiota travou a Rua B', [TEXTS.abuse, TEXTS.insults(['idiota'])]],
    ['hearsay', 'Ouvi falar que a feira da Rua B vai acabar', [TEXTS.rumour]],
    ['a generalisation', 'Todo mundo estaciona na calçada da Rua B', [TEXTS.generalisation]],
    [
      'a heated word the lexicon does not name',
      'Parabéns à Sabesp, terceiro dia sem água, que serviço impecável 👏👏',
      [TEXTS.tone(['parabéns', 'serviço', 'impecável']), TEXTS.concreteFacts],
    ],
  ])('suggestions: %s', (_name, text, expected) => {
    expect(coachObjectivity(text).suggestions).toEqual(expected);
  });

  it.each<[string, string]>([
    ['a question opened by "Que"', 'Que horas abre a farmácia da Rua B?'],
    ['a label on a name', 'O carro é um Gol prata, placa final 42, na Rua B.'],
    [
      'a factual report with alarming words',
      'Assalto na esquina da Rua Vergueiro com a Av. Paulista hoje às 22:30.',
    ],
  ])('no marks on %s', (_name, text) => {
    expect(coachObjectivity(text).marks).toEqual([]);
  });

  it('grammar words and short words are never marked for their tone', () => {
    const text = 'Nesse bairro ninguém liga pra nada, é um horror.';
    const marked = coachObjectivity(text).marks.map((mark) => text.slice(mark.start, mark.end));
    expect(marked).not.toContain('Nesse');
    expect(marked).not.toContain('pra');
  });

  it('in the register residents type, marks point at the words as typed', () => {
    // The model reads "muuuito" as "muito", "kkkkk" as every laughter, "vc" as "voce".
    const model = readObjectivityModel(2, 'w:idiota -300\nw:kk -100\nw:muito -100\nw:voce -100');
    const text = 'vc é muuuito idiota kkkkk';
    const marked = coachObjectivityWith(model, text, null).marks.map((mark) => [
      text.slice(mark.start, mark.end),
      mark.kind,
    ]);
    // "muuuito" lowered the score, but it is the grammar word "muito"; "vc" is too short.
    expect(marked).toEqual([
      ['idiota', 'tone'],
      ['kkkkk', 'tone'],
    ]);
  });

  it('capitals are marked and named when the model counts them against the text', () => {
    const model = readObjectivityModel(2, 'k:shouting -100');
    const { marks, suggestions } = coachObjectivityWith(model, 'ATENÇÃO: reunião amanhã');
    expect(marks).toEqual([
      { start: 0, end: 7, kind: 'shouting', reason: OBJECTIVITY_MARK_REASONS.shouting },
    ]);
    expect(suggestions).toEqual([TEXTS.capitals]);
    expect(coachObjectivity('ATENÇÃO: reunião amanhã').marks).toEqual([]);
  });

  it('a blank text has no marks', () => {
    expect(coachObjectivity('  ')).toEqual({
      objectivity: 0,
      suggestions: [TEXTS.blank],
      marks: [],
      abusive: false,
    });
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

  it('invariant: every mark points at words that lowered the score', () => {
    fc.assert(
      fc.property(nonBlank, (value) => {
        const { contributions } = scoreObjectivityModel(OBJECTIVITY_MODEL, value);
        for (const mark of coachObjectivity(value).marks) {
          const inside = contributions.filter(
            (c) => c.start >= mark.start && c.end <= mark.end && c.end > c.start,
          );
          const taken = inside.reduce((sum, c) => sum + c.logit, 0);
          if (mark.kind === 'tone') expect(taken).toBeLessThanOrEqual(-TONE_MARK_LINE);
          else expect(OBJECTIVITY_MODEL.weights.get(`k:${mark.kind}`)).toBeLessThan(0);
        }
      }),
    );
  });

  it('invariant: a post at or above the publishing line gets no tone marks', () => {
    fc.assert(
      fc.property(nonBlank, (value) => {
        const { objectivity, marks } = coachObjectivity(value);
        if (objectivity >= AUTOMATIC_OBJECTIVITY_MINIMUM)
          expect(marks.filter((m) => m.kind === 'tone')).toEqual([]);
      }),
    );
  });

  it('a blocked text with a time but nothing to mark asks for facts (found by fast-check: "Q 0h")', () => {
    const { objectivity, marks, suggestions } = coachObjectivity('Q 0h');
    expect(objectivity).toBeLessThan(AUTOMATIC_OBJECTIVITY_MINIMUM);
    expect(marks).toEqual([]);
    expect(suggestions).toContain(TEXTS.concreteFacts);
  });

  it('invariant: a blocked text always says why, with a mark or by asking for facts', () => {
    fc.assert(
      fc.property(nonBlank, (value) => {
        const { objectivity, marks, suggestions } = coachObjectivity(value);
        if (objectivity < AUTOMATIC_OBJECTIVITY_MINIMUM) {
          expect(marks.length > 0 || suggestions.includes(TEXTS.concreteFacts)).toBe(true);
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

  // Insults lower the score always: name-calling scores below the manual line of 60 whatever facts
  // it holds, its words are marked, and the coach asks for a factual rewrite.
  it.each<[string]>([
    ['Horrorosa vaca suja'],
    ['Besta quadrada'],
    ['Comunista lixo!'],
    ['Seu idiota, a Rua das Flores às 10h está fechada desde ontem.'],
    ['Esses vagabundos da Rua Augusta, 200, deixaram o lixo na calçada às 22h.'],
    ['vai se foder seu merda'],
  ])('an insult scores below 60 and is marked: %s', (text) => {
    const coaching = coachObjectivity(text);
    expect(coaching.objectivity).toBeLessThan(60);
    expect(coaching.abusive).toBe(true);
    expect(coaching.marks.some((mark) => mark.kind === 'insult')).toBe(true);
    expect(coaching.suggestions[0]).toBe(TEXTS.abuse);
  });

  // The post gate reads tone from a lower line than the comment nudge: a curse the tone model reads
  // as likely heated, though not abusive, holds a post under 70 and leaves a comment alone.
  it('a heated post is held under 70, its curse marked, while the comment nudge stays quiet', () => {
    const text = 'porra bora comprar';
    const coaching = coachObjectivity(text);
    expect(coaching.objectivity).toBeLessThan(AUTOMATIC_OBJECTIVITY_MINIMUM);
    expect(coaching.abusive).toBe(false);
    expect(coaching.suggestions[0]).toBe(TEXTS.heated);
    expect(coaching.marks.map((mark) => [text.slice(mark.start, mark.end), mark.kind])).toContainEqual([
      'porra',
      'insult',
    ]);
    expect(commentNudge(text).show).toBe(false);
  });

  it('an insult read both as a word and by its stem is marked once, on the word', () => {
    // The stem's span ends inside the word: its stretch lies within the word's, already marked.
    const tone = readObjectivityModel(-3, 'w:vagabundo 400\ns:vagabund 200');
    const text = 'Esse vagabundo de novo';
    const coaching = coachObjectivityWith(OBJECTIVITY_MODEL, text, tone);
    expect(coaching.abusive).toBe(true);
    const insults = coaching.marks.filter((mark) => mark.kind === 'insult');
    expect(insults.map((mark) => text.slice(mark.start, mark.end))).toEqual(['vagabundo']);
  });

  it('a tone model given by hand holds posts at its nudge line (the post gate line is the generated one)', () => {
    // A logit of -1 is over the generated model's post gate line but under the nudge's (a civility of 60).
    const tone = readObjectivityModel(-1, '');
    const text = 'Reunião da associação amanhã às 19h na Rua A, 120.';
    const coaching = coachObjectivityWith(OBJECTIVITY_MODEL, text, tone);
    expect(coaching.objectivity).toBeGreaterThanOrEqual(AUTOMATIC_OBJECTIVITY_MINIMUM);
    expect(coaching.suggestions).not.toContain(TEXTS.heated);
  });

  it('a factual report quoting an insult is judged by the report around it', () => {
    const report =
      "Ontem às 22h, na Rua das Flores, 120, um homem gritou 'vagabundo' para a moça e foi embora.";
    const coaching = coachObjectivity(report);
    expect(coaching.objectivity).toBeGreaterThanOrEqual(70);
    expect(coaching.abusive).toBe(false);
    expect(coaching.marks.filter((mark) => mark.kind === 'insult')).toEqual([]);
    // The same words unquoted are the writer's own insult.
    expect(coachObjectivity(report.replaceAll("'", '')).objectivity).toBeLessThan(60);
  });

  it('a quote is no way around the check: a text that is only a quoted insult is judged on it', () => {
    expect(coachObjectivity('"seu idiota"').objectivity).toBeLessThan(60);
  });

  it('invariant: a text held as abusive scores below 60 and has an insult mark', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            'seu',
            'idiota',
            'rua',
            'das',
            'Flores',
            'às',
            '10h',
            'cu',
            'lixo',
            'porra',
            'vaca',
            'suja',
            'ontem',
          ),
          {
            maxLength: 12,
          },
        ),
        (words) => {
          const coaching = coachObjectivity(words.join(' '));
          if (coaching.abusive) {
            expect(coaching.objectivity).toBeLessThan(60);
            expect(coaching.marks.some((mark) => mark.kind === 'insult')).toBe(true);
          }
        },
      ),
    );
  });
});
