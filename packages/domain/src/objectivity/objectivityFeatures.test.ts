import { describe, expect, it } from 'vitest';
import {
  objectivityFeatures,
  objectivityFeatureValues,
  objectivityStem,
  objectivityWordKey,
} from './objectivityFeatures.ts';

describe('objectivityFeatures', () => {
  it.each<[string, string]>([
    ['horrivel', 'horrivel'],
    ['vagabundos', 'vagabund'],
    ['absurdamente', 'absurd'],
    ['rua', 'rua'],
    ['fechadas', 'fech'],
  ])('stems %s as %s', (word, stem) => {
    expect(objectivityStem(word)).toBe(stem);
  });

  it('a word gives its word, stem, letter groups and the pair with the next word, at its place', () => {
    const names = objectivityFeatures('Cachorros soltos').map(
      ({ name, start, end }) => `${name}@${start}-${end}`,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'w:cachorros@0-9',
        's:cachorr@0-9',
        'c:_ca@0-9',
        'c:ros_@0-9',
        'b:cachorros_soltos@0-16',
      ]),
    );
  });

  it('folds accents and case, numbers to 0 and long letter runs to one, or two for r and s', () => {
    const names = objectivityFeatures('ÔNIBUS 875 muuuito carrrro nooossa').map(({ name }) => name);
    expect(names).toEqual(
      expect.arrayContaining(['w:onibus', 'w:0', 'w:muito', 'w:carro', 'w:nossa', 'b:muito_carro']),
    );
    expect(names.filter((name) => name.startsWith('c:') && name.includes('0'))).toEqual([]);
  });

  it.each([
    'kkkk',
    'kk',
    'KKKKKKK',
    'kkkjkk',
    'rsrs',
    'rsrsrs',
    'hahaha',
    'ahahah',
    'hahahaaa',
    'hehe',
    'huahuahua',
    'huehue',
  ])('reads the laughter %s as the same word as "kkkk"', (laughter) => {
    expect(objectivityWordKey(laughter)).toBe(objectivityWordKey('kkkk'));
  });

  it.each(['k', 'rs', 'ha', 'he', 'kg', 'casa', 'haras', 'rua'])('%s is not laughter', (word) => {
    expect(objectivityWordKey(word)).not.toBe(objectivityWordKey('kkkk'));
  });

  it.each<[string, string]>([
    ['vc', 'voce'],
    ['Vcs', 'voces'],
    ['pq', 'porque'],
    ['tb', 'tambem'],
    ['tbm', 'tambem'],
    ['q', 'que'],
    ['mto', 'muito'],
    ['blz', 'beleza'],
    ['vlw', 'valeu'],
    ['ngm', 'ninguem'],
  ])('reads the abbreviation %s as %s, the word it stands for', (abbreviation, word) => {
    expect(objectivityWordKey(abbreviation)).toBe(objectivityWordKey(word));
  });

  it('keeps the place of each word as written, so marks point at the original words', () => {
    const text = 'vc viu? kkkkk muuuito bom';
    const words = objectivityFeatures(text)
      .filter(({ name }) => name.startsWith('w:'))
      .map(({ name, start, end }) => [name, text.slice(start, end)]);
    expect(words).toEqual([
      ['w:voce', 'vc'],
      ['w:viu', 'viu'],
      ['w:kk', 'kkkkk'],
      ['w:muito', 'muuuito'],
      ['w:bom', 'bom'],
    ]);
  });

  it('emoji, signs of the lexicon, facts, questions and a text in capitals are features', () => {
    const names = objectivityFeatures('Que absurdo!!! 😡 Rua A, 22h, dia 3?').map(({ name }) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'e:😡',
        'k:emotional',
        'k:exclamation',
        'f:number',
        'f:time',
        'f:place',
        'x:question',
      ]),
    );
    expect(objectivityFeatures('ALGUÉM SABE SE A FEIRA ABRE').map(({ name }) => name)).toEqual(
      expect.arrayContaining(['x:capitals']),
    );
    expect(objectivityFeatures('ALGUÉM SABE SE A FEIRA ABRE').map(({ name }) => name)).not.toContain(
      'k:shouting',
    );
  });

  it('words count once, signs and facts up to three times', () => {
    const values = objectivityFeatureValues(objectivityFeatures('lixo lixo 1 2 3 4 5!!! !!! !!! !!!'));
    expect(values.get('w:lixo')).toBe(1);
    expect(values.get('f:number')).toBe(3);
    expect(values.get('k:exclamation')).toBe(3);
  });

  it('remembers a bounded number of words and answers the same after forgetting them', () => {
    const before = objectivityFeatures('Rua escura');
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const many = Array.from({ length: 20_001 }, (_, index) =>
      [1, 26, 676, 17_576].map((place) => letters[Math.floor(index / place) % 26]).join(''),
    );
    objectivityFeatures(many.map((word) => `q${word}`).join(' '));
    expect(objectivityFeatures('Rua escura')).toEqual(before);
  });
});
