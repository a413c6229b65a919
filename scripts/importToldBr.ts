// `pnpm exec node scripts/importToldBr.ts <ToLD-BR.csv>`: turns ToLD-Br (Leite et al., AACL 2020,
// CC BY-SA 4.0, github.com/JAugusto97/ToLD-Br) into the compact TSV the tone model learns from and
// is judged by: packages/domain/src/objectivity/toldBr/toldBr.tsv. Each tweet keeps its six counts
// (how many of the three annotators flagged it for each kind of toxicity); user handles, "rt" and
// links are dropped (every handle is "@user" in the source, and a link says nothing of tone), tabs
// and line breaks become spaces, a tweet saved in the wrong encoding is repaired where it can be,
// and a tweet left with fewer than three words or seen before is left out. The split is fixed by a hash of the text (70% train, 10% validation, 20% test), so it does not
// move when the file is rebuilt and training never sees the test tweets.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const source = process.argv[2];
if (!source) throw new Error('usage: node scripts/importToldBr.ts <path to ToLD-BR.csv>');
const csv = readFileSync(source, 'utf8');

// RFC 4180: fields in double quotes may hold commas, line breaks and doubled quotes.
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[at + 1] === '\n') at += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

// FNV-1a over the UTF-16 units: a stable split that needs no randomness.
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) {
    h ^= text.charCodeAt(at);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

// About one tweet in twenty of the source was saved as UTF-8 read as GBK ("n茫o" for "não"). The
// GBK table is rebuilt from the platform's decoder, the text encoded back to its bytes and those read
// as UTF-8; a tweet that does not go back cleanly (a character GBK lacks, a byte lost) stays as it is.
const GBK = new Map<string, number[]>();
{
  const decoder = new TextDecoder('gbk');
  for (let lead = 0x81; lead <= 0xfe; lead += 1)
    for (let trail = 0x40; trail <= 0xfe; trail += 1) {
      if (trail === 0x7f) continue;
      const char = decoder.decode(new Uint8Array([lead, trail]));
      if (char.length === 1 && char !== '\ufffd' && !GBK.has(char)) GBK.set(char, [lead, trail]);
    }
}
const utf8 = new TextDecoder('utf-8', { fatal: true });
function repairEncoding(text: string): string {
  if (!/[\u4e00-\u9fff]/.test(text)) return text;
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else {
      const pair = GBK.get(char);
      if (!pair) return text;
      bytes.push(...pair);
    }
  }
  try {
    return utf8.decode(new Uint8Array(bytes));
  } catch {
    return text;
  }
}

const [header, ...rows] = readCsv(csv);
const expected = ['text', 'homophobia', 'obscene', 'insult', 'racism', 'misogyny', 'xenophobia'];
if (header?.join(',') !== expected.join(',')) throw new Error(`unexpected columns: ${header?.join(',')}`);
const KINDS = ['insult', 'obscene', 'homophobia', 'racism', 'misogyny', 'xenophobia'] as const;
const seen = new Set<string>();
const lines: string[] = [];
const counts = { train: 0, validation: 0, test: 0 };
let repairedCount = 0;
for (const row of rows) {
  if (row.length !== expected.length) continue;
  const text = row[0]!
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/(^|\s)rt(?=\s)/gi, ' ')
    .replace(/@\w+/g, ' ')
    .replace(/[\t\r\n]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  if ((text.match(/[\p{L}\p{N}]+/gu) ?? []).length < 3 || seen.has(text)) continue;
  seen.add(text);
  const value = (kind: string) => String(Math.round(Number(row[expected.indexOf(kind)])));
  // The split is fixed by the text before its encoding is repaired, so that repairing moves no tweet.
  const bucket = hash(text) % 10;
  const repaired = repairEncoding(text);
  if (repaired !== text) repairedCount += 1;
  const split = bucket < 7 ? 'train' : bucket < 8 ? 'validation' : 'test';
  counts[split] += 1;
  lines.push([split, ...KINDS.map(value), repaired].join('\t'));
}
const target = path.join('packages', 'domain', 'src', 'objectivity', 'toldBr', 'toldBr.tsv');
writeFileSync(
  target,
  `${[
    '# ToLD-Br (Leite, Silva, Bontcheva, Scarton, AACL-IJCNLP 2020), CC BY-SA 4.0: see README.md beside this file.',
    '# Built by scripts/importToldBr.ts from ToLD-BR.csv: handles, "rt" and links removed, encoding repaired, duplicates left out.',
    `# Columns: split, then how many of 3 annotators flagged ${KINDS.join(', ')}, then the text.`,
    ['split', ...KINDS, 'text'].join('\t'),
    ...lines,
  ].join('\n')}\n`,
);
console.log(
  `${target}: ${lines.length} tweets (${JSON.stringify(counts)}) of ${rows.length} rows, ${repairedCount} re-encoded`,
);
