/** How many of ToLD-Br's three annotators flagged a tweet for each kind of toxicity. */
type ToxicityCounts = {
  insult: number;
  obscene: number;
  homophobia: number;
  racism: number;
  misogyny: number;
  xenophobia: number;
};

/**
 * One tweet of toldBr/toldBr.tsv: offensive when two or more of the three annotators flagged it for
 * some kind, calm when none flagged anything, disputed otherwise (one annotator alone).
 */
export type LabelledToneText = {
  split: 'train' | 'validation' | 'test';
  counts: ToxicityCounts;
  verdict: 'offensive' | 'calm' | 'disputed';
  text: string;
};

const KINDS = ['insult', 'obscene', 'homophobia', 'racism', 'misogyny', 'xenophobia'] as const;
const COLUMNS = ['split', ...KINDS, 'text'];
const SPLITS = new Set(['train', 'validation', 'test']);
/** Annotators (of three) who must agree for a tweet to count as offensive. */
const MAJORITY = 2;

/** Reads toldBr.tsv: "#" comment lines, a header naming the columns, one tweet a line. A malformed line throws. */
export function readToneSet(source: string): LabelledToneText[] {
  const rows = source
    .split('\n')
    .map((text, index) => ({ text, number: index + 1 }))
    .filter(({ text }) => text.trim() !== '' && !text.startsWith('#'));
  if (rows[0]?.text !== COLUMNS.join('\t'))
    throw new Error('Cabeçalho inválido: esperava as colunas do arquivo.');
  return rows.slice(1).map(({ text: row, number }) => {
    const cells = row.split('\t');
    const split = cells[0]!;
    const values = cells.slice(1, 1 + KINDS.length).map(Number);
    if (
      cells.length !== COLUMNS.length ||
      !SPLITS.has(split) ||
      values.some((value) => !Number.isInteger(value) || value < 0 || value > 3)
    )
      throw new Error(`Linha ${number}: linha inválida.`);
    const counts = Object.fromEntries(KINDS.map((kind, at) => [kind, values[at]!])) as ToxicityCounts;
    const most = Math.max(...values);
    return {
      split: split as LabelledToneText['split'],
      counts,
      verdict: most >= MAJORITY ? 'offensive' : most === 0 ? 'calm' : 'disputed',
      text: cells[COLUMNS.length - 1]!,
    };
  });
}
