// One vocabulary (docs/STYLE.md, "Glossary"): a resident reads one word for each thing, the spec's
// ("Esta postagem foi ocultada…", "Erro ao reportar postagem"). The texts catalogues (`*.texts.ts`,
// where every UI text lives) are checked by vocabulary.test.ts, part of the test command.

/** A glossary entry: the word residents read, and the words that must not stand for it. */
export type GlossaryEntry = { word: string; insteadOf: readonly string[] };

/** The glossary, as docs/STYLE.md lists it. */
export const glossary: readonly GlossaryEntry[] = [
  {
    word: 'postagem',
    insteadOf: ['publicação', 'publicações', 'publicacao', 'publicacoes', 'post', 'posts'],
  },
  { word: 'comentário', insteadOf: ['comentario', 'comentarios'] },
  { word: 'morador', insteadOf: ['residente', 'residentes'] },
  { word: 'vizinhança', insteadOf: ['bairro', 'bairros', 'vizinhanca'] },
  { word: 'área', insteadOf: ['area', 'areas'] },
];

/**
 * The spec's own texts that keep a word the glossary replaces elsewhere: the map view's counter and
 * side list (spec: Screens and routes, "N posts com localização", "Posts com Localização").
 */
const specPhrases = [/\bposts? com localização/giu];

/** One word off the glossary in a text, and the word to use instead. */
export type OffGlossary = { found: string; use: string };

/** The words of a text that the glossary replaces (case-insensitive, whole words, accents kept apart). */
export function offGlossary(text: string): OffGlossary[] {
  let plain = text;
  for (const phrase of specPhrases) plain = plain.replace(phrase, ' ');
  const words = plain.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  const found: OffGlossary[] = [];
  for (const word of new Set(words)) {
    const entry = glossary.find((item) => item.insteadOf.includes(word));
    if (entry) found.push({ found: word, use: entry.word });
  }
  return found;
}

/**
 * The string literals of a TypeScript source, comments left out (the texts a catalogue holds); a
 * template's placeholders (`${area}`, code names) read as "{}".
 */
export function stringLiterals(source: string): string[] {
  const token = /('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
  const literals: string[] = [];
  for (const match of source.matchAll(token))
    if (match[1]) literals.push(match[1].slice(1, -1).replace(/\$\{[^}]*\}/g, '{}'));
  return literals;
}
