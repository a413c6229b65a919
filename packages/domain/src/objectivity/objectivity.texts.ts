// The texts of the objectivity analyser and coach, in one place so that a wording change is one edit.

import type { ObjectivitySignKind } from './objectivitySign.ts';

/** The objectivity labels (spec: Business constants and limits), shown after "Objetividade". */
export const OBJECTIVITY_LABEL_TEXTS = {
  excellent: 'excelente',
  moderate: 'moderada',
  low: 'baixa',
  veryLow: 'muito baixa',
} as const;

function quoteList(words: readonly string[]): string {
  const quoted = words.map((word) => `"${word}"`);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} e ${quoted[quoted.length - 1]}`;
}

/** Suggestions of the objectivity analyser (spec: Entities and their fields: a list of texts), in pt-BR. */
export const OBJECTIVITY_SUGGESTION_TEXTS = {
  blank: 'Escreva o texto da postagem para que ele possa ser analisado.',
  emotional: (words: readonly string[]) => `Evite palavras emotivas como ${quoteList(words)}.`,
  insults: (words: readonly string[]) =>
    `Evite ofensas como ${quoteList(words)}: critique o fato, não a pessoa.`,
  intensifiers: (words: readonly string[]) => `Evite intensificadores como ${quoteList(words)}.`,
  capitals: 'Evite escrever palavras inteiras em letras maiúsculas.',
  exclamations: 'Use menos pontos de exclamação.',
  opinion: 'Descreva os fatos em vez de opiniões pessoais ("eu acho", "na minha opinião").',
  rumour: 'Evite boatos ("dizem que", "ouvi falar"): conte o que você viu ou cite a fonte.',
  generalisation: 'Evite generalizações ("todo mundo", "sempre"): conte o caso concreto.',
  vague: (words: readonly string[]) => `Troque termos vagos como ${quoteList(words)} por números.`,
  tone: (words: readonly string[]) =>
    `Trechos como ${quoteList(words)} soam como desabafo: conte o que aconteceu, onde e quando.`,
  concreteFacts: 'Inclua dados concretos: data, horário, local.',
  abuse:
    'O texto soa ofensivo: reescreva sem xingamentos nem desprezo, contando o que aconteceu, quando e onde.',
  heated:
    'O tom pode soar ofensivo: reescreva sem xingamentos nem desprezo, contando o que aconteceu, quando e onde.',
} as const;

/** Why the coach marks a stretch of text, one short sentence per kind of sign. */
export const OBJECTIVITY_MARK_REASONS: Record<ObjectivitySignKind, string> = {
  emotional: 'Palavra emotiva: descreva o que aconteceu.',
  insult: 'Ofensa: critique o fato, não a pessoa.',
  intensifier: 'Intensificador: não acrescenta nenhum fato.',
  vague: 'Termo vago: diga quantos ou quais.',
  opinion: 'Opinião pessoal: prefira os fatos.',
  generalisation: 'Generalização: conte o caso concreto.',
  rumour: 'Boato: conte o que você viu ou cite a fonte.',
  shouting: 'Letras maiúsculas soam como grito.',
  exclamation: 'Exclamações em excesso: um ponto final basta.',
  tone: 'Tom de desabafo: descreva o fato.',
};

/**
 * The founder's figure of the gentle nudge under the comment box; the nudge's own words
 * are the comment box's (packages/ui comments.texts.ts).
 */
export const COMMENT_NUDGE_TEXTS = {
  /** The figure shown to the area's founder: nudges over the last days, and the share edited. */
  editRate: (shown: number, percent: number, days: number) =>
    `Lembrete de tom nos comentários: ${percent}% de ${shown} ${shown === 1 ? 'aviso levou' : 'avisos levaram'} a uma edição nos últimos ${days} dias.`,
  noneYet: (days: number) => `Lembrete de tom nos comentários: nenhum aviso nos últimos ${days} dias.`,
} as const;
