// Signs that take more than one word: hearsay ("dizem que"), generalisations ("todo mundo"), opinion
// formulas and exclamations of feeling ("que nojo"). Stored folded like the lexicon, one phrase per
// string; a phrase claims its words, so "parece que" is hearsay and not also an opinion.

import type { ObjectivitySignKind } from './objectivitySign.ts';

function combine(firsts: string, seconds: string): string[] {
  return firsts.split(' ').flatMap((first) => seconds.split(' ').map((second) => `${first} ${second}`));
}

const RUMOUR = [
  'dizem que',
  'dizem por ai',
  'pelo que dizem',
  'segundo dizem',
  'ouvi falar',
  'ouvi dizer',
  'ouvi que',
  'fiquei sabendo',
  'parece que',
  'pelo visto',
  'pelo jeito',
  'corre o boato',
  'estao falando',
  'estao dizendo',
  'estao comentando',
  ...combine('disseram falaram falam comentam comentaram contaram', 'que'),
  ...combine('me', 'contaram disseram falaram'),
  ...combine('alguem amiga amigo vizinha vizinho conhecido conhecida', 'disse falou contou comentou'),
];

const GENERALISATION = [
  'todo mundo',
  'toda vez',
  'todo santo dia',
  'todo dia',
  'toda noite',
  'toda semana',
  'a noite inteira',
  'o dia inteiro',
  'como sempre',
  'cada vez pior',
  'cada vez mais',
  'a mesma coisa',
  'mais uma vez',
  'todos iguais',
  'todas iguais',
  'nada funciona',
  ...combine('ninguem', 'liga respeita resolve fiscaliza importa merece'),
  ...combine('so', 'sabem querem aparece aparecem'),
];

const OPINION = ['na minha opiniao', 'pra mim', 'para mim', 'no meu ver', 'a meu ver', 'com certeza'];

const EMOTIONAL = [
  ...combine('que uma', 'vergonha tristeza palhacada piada porcaria droga saco nojo raiva horror'),
  'um lixo',
  'como lixo',
  'sem nocao',
  'falta de respeito',
  'falta de educacao',
  'nao aguento',
  'ninguem aguenta',
  'nao da mais',
  'ate quando',
];

// Name-calling aimed at the reader ("seu lixo", "sua vaca"), curses and words that only insult in
// a pair ("vaca suja", "besta quadrada"): alone, "lixo" or "vaca" may be reported facts.
const INSULT = [
  ...combine('mal', 'educado educada educados educadas'),
  'sem vergonha',
  'bando de',
  // "arrombado" alone is a car or a door forced open, a fact of a security post.
  ...combine(
    'seu sua seus suas',
    'lixo lixos merda bosta vaca vacas besta bestas anta jumento porco porca verme nojento nojenta arrombado arrombada',
  ),
  ...combine('vaca', 'suja gorda velha nojenta'),
  'besta quadrada',
  'lixo humano',
  ...combine('filho filha filhos', 'da puta'),
  'vai se foder',
  'vai se fuder',
  'vai se ferrar',
  'vai tomar no cu',
  'cala a boca',
  'cala boca',
  // Contempt for a group and threats: heat the comment nudge is for, whatever else the text holds.
  'esse povo',
  'essa gente',
  'essa raca',
  'essa laia',
  'vai estudar',
  ...combine('vou te', 'pegar matar quebrar bater'),
  'quebrar sua cara',
  'quebrar a sua cara',
  'voce vai ver',
  'vai apanhar',
];

/** Every phrase with its kind, longest first so that the longest phrase claims its words. */
export const OBJECTIVITY_PHRASES: ReadonlyArray<{ kind: ObjectivitySignKind; words: readonly string[] }> = [
  ...RUMOUR.map((phrase) => ({ kind: 'rumour' as const, phrase })),
  ...GENERALISATION.map((phrase) => ({ kind: 'generalisation' as const, phrase })),
  ...OPINION.map((phrase) => ({ kind: 'opinion' as const, phrase })),
  ...EMOTIONAL.map((phrase) => ({ kind: 'emotional' as const, phrase })),
  ...INSULT.map((phrase) => ({ kind: 'insult' as const, phrase })),
]
  .map(({ kind, phrase }) => ({ kind, words: phrase.split(' ') }))
  .sort((a, b) => b.words.length - a.words.length);
