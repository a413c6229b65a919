import { describe, expect, it } from 'vitest';
import { findObjectivitySigns } from './findObjectivitySigns.ts';
import type { ObjectivitySignKind } from './objectivitySign.ts';

describe('findObjectivitySigns', () => {
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
  ])('finds a sign of kind %s: %s', (kind, text, found) => {
    const { signs } = findObjectivitySigns(text);
    expect(signs.map((sign) => [text.slice(sign.start, sign.end), sign.kind])).toContainEqual([found, kind]);
  });

  it.each<[string, string]>([
    ['a question opened by "Que" is no exclamation', 'Que horas abre a farmácia da Rua B?'],
    [
      'a label on a name is a description, not a judgement',
      'O carro é um Gol prata, placa final 42, na Rua B.',
    ],
    ['acronyms of three letters are not shouting', 'Vacinação na UBS do bairro.'],
  ])('%s', (_name, text) => {
    expect(findObjectivitySigns(text).signs).toEqual([]);
  });

  it.each<[string, string, boolean]>([
    ['a demonstrative place is no named place', 'Nesse bairro ninguém liga.', false],
    ['a place may open the text', 'Rua Lins sem luz', true],
  ])('facts: %s', (_name, text, hasPlace) => {
    expect(findObjectivitySigns(text).facts.hasPlace).toBe(hasPlace);
  });

  it('a date word inside a generalisation is no date', () => {
    expect(findObjectivitySigns('O cachorro late a noite inteira.').facts.hasDate).toBe(false);
  });
});
