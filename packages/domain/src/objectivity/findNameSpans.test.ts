import { describe, expect, it } from 'vitest';
import { findNameSpans } from './findNameSpans.ts';
import { objectivityFeatures } from './objectivityFeatures.ts';
import { readsTone, toneFeatures } from './toneFeatures.ts';

const names = (text: string) => findNameSpans(text).map(({ start, end }) => text.slice(start, end));

describe('findNameSpans', () => {
  it.each<[string, string[]]>([
    ['acidente na Marginal Botafogo às 7h', ['Marginal', 'Botafogo']],
    ['Vacina no posto da Boa Vista. Idiota quem furou a fila', ['Boa', 'Vista']],
    ['Seu idiota, a rua está fechada', []],
    ['SEU IDIOTA', []],
    ['ontem: Maria chegou', []],
    ['ela disse\nCarlos veio', []],
  ])('%s', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });
});

describe('toneFeatures', () => {
  it('leaves out the features of a name (the word, its letters, a pair holding it) and keeps the rest', () => {
    const text = 'posto da Boa Vista fechado';
    const kept = toneFeatures(text, objectivityFeatures(text));
    expect(kept.some((feature) => feature.name === 'w:vista')).toBe(false);
    expect(kept.some((feature) => feature.name === 'b:da_boa')).toBe(false);
    expect(kept.some((feature) => feature.name === 'w:posto')).toBe(true);
    expect(kept.some((feature) => feature.name === 'w:fechado')).toBe(true);
  });

  it('reads every feature of a text without names but its letter groups, and readsTone agrees with it', () => {
    const text = 'o posto fechou cedo';
    const features = objectivityFeatures(text);
    expect(features.some((feature) => feature.name.startsWith('c:'))).toBe(true);
    expect(toneFeatures(text, features)).toEqual(
      features.filter((feature) => !feature.name.startsWith('c:')),
    );
    const named = 'posto da Boa Vista fechado';
    const all = objectivityFeatures(named);
    expect(all.filter(readsTone(named))).toEqual(toneFeatures(named, all));
  });

  it('never reads an insult into a word by its letters', () => {
    const text = 'homem caído na calçada, respirando mas desacordado';
    expect(toneFeatures(text, objectivityFeatures(text)).map((feature) => feature.name)).not.toContain(
      expect.stringMatching(/^c:/),
    );
  });
});
