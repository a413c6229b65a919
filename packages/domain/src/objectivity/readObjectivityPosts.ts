import { CATEGORY_KEYS, type CategoryKey } from '../posts/index.ts';

/** What a labelled post asks of the analyser: pass the publishing line, or be held for a rewrite. */
type ObjectivityPostLabel = 'publish' | 'rewrite';

/** The registers residents write in, read from the text itself. */
export type ObjectivityRegister =
  | 'no-accents'
  | 'abbreviations'
  | 'laughter'
  | 'all-caps'
  | 'emoji'
  | 'no-punctuation';

/** One labelled post of objectivityPosts.tsv. */
export type LabelledObjectivityPost = {
  id: string;
  split: 'train' | 'validation' | 'test';
  label: ObjectivityPostLabel;
  secondLabel: ObjectivityPostLabel | undefined;
  category: CategoryKey;
  region: string;
  place: 'capital' | 'interior';
  hardCase: string;
  text: string;
  registers: ObjectivityRegister[];
};

const COLUMNS = ['id', 'split', 'label', 'second_label', 'category', 'region', 'place', 'hard_case', 'text'];
const SPLITS = new Set(['train', 'validation', 'test']);
const LABELS = new Set(['publish', 'rewrite']);
const PLACES = new Set(['capital', 'interior']);

const ABBREVIATIONS = new Set(
  'vc vcs pq tb tbm q hj blz msm mt mto td tds ngm nd oq dps pfv obg vlw cmg qdo n c aff affs mds pqp mano vei'.split(
    ' ',
  ),
);
// Words almost always written with an accent, so their bare form shows a text typed without accents.
const ACCENTLESS = new Set(
  'nao ja voce ate so tambem policia agua onibus ninguem alguem proximo numero sabado amanha tres horario ta esta sao la ai pra'.split(
    ' ',
  ),
);

/** The registers of a text: no accents, abbreviations, internet laughter, capitals, emoji, no punctuation. */
export function objectivityRegisters(text: string): ObjectivityRegister[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const letters = text.match(/\p{L}/gu) ?? [];
  const capitals = letters.filter((letter) => letter !== letter.toLowerCase()).length;
  const registers: ObjectivityRegister[] = [];
  if (
    !/[^\p{ASCII}]/u.test(text.replace(/\p{Extended_Pictographic}|\uFE0F|\u200D/gu, '')) &&
    words.some((w) => ACCENTLESS.has(w))
  )
    registers.push('no-accents');
  if (words.some((word) => ABBREVIATIONS.has(word))) registers.push('abbreviations');
  if (words.some((word) => /^(k{3,}|(rs){2,}|(ha){2,}h?|(he){2,}|(hue)+)$/.test(word)))
    registers.push('laughter');
  if (letters.length >= 10 && capitals / letters.length > 0.6) registers.push('all-caps');
  if (/\p{Extended_Pictographic}/u.test(text)) registers.push('emoji');
  if (!/[.!?,;:]/.test(text)) registers.push('no-punctuation');
  return registers;
}

function member<T extends string>(set: ReadonlySet<string>, value: string, column: string, line: number): T {
  if (!set.has(value)) throw new Error(`Linha ${line}: valor inválido "${value}" na coluna ${column}.`);
  return value as T;
}

/**
 * Reads the labelled posts file (objectivityPosts.tsv): a header line naming the columns, one post a
 * line, tab-separated, and comment lines starting with "#". A malformed line throws, naming it.
 */
export function readObjectivityPosts(source: string): LabelledObjectivityPost[] {
  const lines = source.split('\n').map((text, index) => ({ text, number: index + 1 }));
  const rows = lines.filter(({ text }) => text.trim() !== '' && !text.startsWith('#'));
  if (rows[0]?.text !== COLUMNS.join('\t'))
    throw new Error('Cabeçalho inválido: esperava as colunas do arquivo.');
  return rows.slice(1).map(({ text: row, number }) => {
    const cells = row.split('\t');
    if (cells.length !== COLUMNS.length)
      throw new Error(`Linha ${number}: esperava ${COLUMNS.length} colunas.`);
    const [id, split, label, second, category, region, place, hardCase, text] = cells as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    return {
      id,
      split: member(SPLITS, split, 'split', number),
      label: member(LABELS, label, 'label', number),
      secondLabel:
        second === '' ? undefined : member<ObjectivityPostLabel>(LABELS, second, 'second_label', number),
      category: member(new Set<string>(CATEGORY_KEYS), category, 'category', number),
      region,
      place: member(PLACES, place, 'place', number),
      hardCase,
      text,
      registers: objectivityRegisters(text),
    };
  });
}
