import { describe, expect, it } from 'vitest';
import { readToneSet } from './readToneSet.ts';

const header = 'split\tinsult\tobscene\thomophobia\tracism\tmisogyny\txenophobia\ttext';

describe('readToneSet', () => {
  it('reads each tweet: two or more annotators make it offensive, none calm, one disputed', () => {
    const source = [
      '# a comment',
      header,
      'train\t2\t0\t0\t0\t0\t0\tvai se foder seu merda',
      'test\t0\t0\t0\t0\t0\t0\tbom dia a todos',
      'validation\t0\t1\t0\t0\t0\t0\tque porra é essa',
      '',
    ].join('\n');
    expect(readToneSet(source).map(({ split, verdict }) => [split, verdict])).toEqual([
      ['train', 'offensive'],
      ['test', 'calm'],
      ['validation', 'disputed'],
    ]);
  });

  it.each<[string]>([
    ['train\t2\t0\t0\t0\t0\ttexto'],
    ['treino\t0\t0\t0\t0\t0\t0\ttexto'],
    ['train\t4\t0\t0\t0\t0\t0\ttexto'],
  ])('a malformed line throws, naming it: %s', (line) => {
    expect(() => readToneSet(`${header}\n${line}`)).toThrow('Linha 2');
  });

  it('a file without the header throws', () => {
    expect(() => readToneSet('train\t0\t0\t0\t0\t0\t0\ttexto')).toThrow('Cabeçalho');
  });
});
