import { describe, expect, it } from 'vitest';
import { objectivityRegisters, readObjectivityPosts } from './readObjectivityPosts.ts';

const HEADER = 'id\tsplit\tlabel\tsecond_label\tcategory\tregion\tplace\thard_case\ttext';
const row = (...cells: string[]) => cells.join('\t');

describe('readObjectivityPosts', () => {
  it('reads the posts under the header, skipping comments and blank lines', () => {
    const source = [
      '# a comment',
      HEADER,
      row('p1', 'train', 'publish', '', 'Geral', 'sul', 'capital', 'none', 'Falta de luz na Rua A.'),
      '',
      row('p2', 'test', 'rewrite', 'publish', 'Segurança', 'norte', 'interior', 'sarcasm', 'que otimo kkkk'),
    ].join('\n');
    expect(readObjectivityPosts(source)).toEqual([
      {
        id: 'p1',
        split: 'train',
        label: 'publish',
        secondLabel: undefined,
        category: 'Geral',
        region: 'sul',
        place: 'capital',
        hardCase: 'none',
        text: 'Falta de luz na Rua A.',
        registers: [],
      },
      {
        id: 'p2',
        split: 'test',
        label: 'rewrite',
        secondLabel: 'publish',
        category: 'Segurança',
        region: 'norte',
        place: 'interior',
        hardCase: 'sarcasm',
        text: 'que otimo kkkk',
        registers: ['laughter', 'no-punctuation'],
      },
    ]);
  });

  it.each<[string, string, string]>([
    ['a missing header', row('p1', 'train'), 'Cabeçalho inválido: esperava as colunas do arquivo.'],
    ['a short line', `${HEADER}\n${row('p1', 'train')}`, 'Linha 2: esperava 9 colunas.'],
    [
      'an unknown split',
      `${HEADER}\n${row('p1', 'tuning', 'publish', '', 'Geral', 'sul', 'capital', 'none', 'x')}`,
      'Linha 2: valor inválido "tuning" na coluna split.',
    ],
    [
      'an unknown category',
      `${HEADER}\n${row('p1', 'train', 'publish', '', 'Esportes', 'sul', 'capital', 'none', 'x')}`,
      'Linha 2: valor inválido "Esportes" na coluna category.',
    ],
  ])('throws on %s, naming the line', (_name, source, message) => {
    expect(() => readObjectivityPosts(source)).toThrow(message);
  });
});

describe('objectivityRegisters', () => {
  it.each<[string, string, string[]]>([
    ['plain', 'Falta de água na Rua Lins desde as 8h.', []],
    ['no accents', 'Nao tem agua na rua desde ontem.', ['no-accents']],
    ['abbreviations', 'vc sabe pq a feira mudou?', ['abbreviations']],
    ['laughter', 'O gato voltou, rsrs.', ['laughter']],
    ['capitals', 'ALGUÉM SABE SE A FEIRA ABRE?', ['all-caps']],
    ['emoji', 'Cachorro achado na praça 🐶.', ['emoji']],
    ['no punctuation', 'reunião quinta às 20h no salão', ['no-punctuation']],
    ['nothing but punctuation', '?!', []],
  ])('%s', (_name, text, registers) => {
    expect(objectivityRegisters(text)).toEqual(registers);
  });
});
