// One wording, one catalogue (docs/STYLE.md, Language): a text defined again in a second `*.texts.ts`
// drifts from the first at the next wording change, so a catalogue reuses the one that owns the word.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { stringLiterals } from './vocabulary.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Texts the spec has two parts of the system say, each in a package that may not import the other's
 * values (the import rules of .dependency-cruiser.cjs). Each says why; the list only shrinks.
 */
const allowed: ReadonlyMap<string, string> = new Map([
  [
    'Admin',
    "the server's system message names the role and the ui's badge shows it; the server may not import the ui",
  ],
  [
    'Membro',
    "the server's system message names the role and the domain's search labels a hit kind: two meanings, one word",
  ],
  ['Moderação', "the server's notification title and the sidebar's entry; the server may not import the ui"],
  [
    'Postagem',
    "the search's hit kind (domain), the moderation queue's item kind (ui) and the post page's region (web)",
  ],
  [
    'Usuário não encontrado',
    "the server's refusal (domain) and the profile overlay's empty state (ui); the domain's rule returns it and a ui piece shows it as its own label; packages/ui may not import domain values (ui-imports-domain-types-only)",
  ],
  [
    'Spam ou propaganda',
    "the report reasons: the domain's rule returns it and a ui piece shows it as its own label; packages/ui may not import domain values (ui-imports-domain-types-only)",
  ],
  ['Ofensivo ou de ódio', 'the report reasons, as above'],
  ['Informação falsa', 'the report reasons, as above'],
  ['Expõe a privacidade de alguém', 'the report reasons, as above'],
  ['Outro motivo', 'the report reasons, as above'],
  ['Nova postagem', "a notification's title (domain) and the editor's form name (ui)"],
  [
    'Comentário',
    "the search's hit kinds (domain) and the ui's section and kind names: the domain's rule returns it and a ui piece shows it as its own label; packages/ui may not import domain values (ui-imports-domain-types-only)",
  ],
  ['Postagens', "the search's hit kinds, as above"],
  ['Comentários', "the search's hit kinds, as above"],
  ['Serviços', "the search's hit kinds, as above"],
  ['Membros', "the search's hit kinds, as above"],
]);

/** Every texts catalogue of the packages and apps (`*.texts.ts`), as paths from the repository's root. */
function catalogues(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.texts.ts')) found.push(relative(root, path));
    }
  };
  for (const floor of ['packages', 'apps']) walk(join(root, floor));
  return found.sort();
}

/** The texts a catalogue defines: its string literals, without the paths it imports from. */
function catalogueStrings(source: string): string[] {
  const withoutImports = source.replace(/^(?:import|export)\b[^;]*?\bfrom\s+(['"])[^'"]*\1;?/gm, '');
  return [...new Set(stringLiterals(withoutImports))];
}

/** Each text defined by more than one catalogue, with the catalogues defining it. */
function definedTwice(texts: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const byText = new Map<string, string[]>();
  for (const [file, strings] of texts)
    for (const text of strings) byText.set(text, [...(byText.get(text) ?? []), file]);
  return new Map([...byText].filter(([, files]) => files.length > 1));
}

describe('catalogueStrings', () => {
  it('reads the texts and leaves the imported paths out', () => {
    const source = [
      "import { commonTexts } from '../../common.texts.ts';",
      "export { x } from './x.ts';",
      "export const t = { a: 'Fechar', b: commonTexts.close, c: 'Fechar', d: (n: number) => `$" +
        '{n} votos` };',
    ].join('\n');
    expect(catalogueStrings(source)).toEqual(['Fechar', '{} votos']);
  });
});

describe('definedTwice', () => {
  it('names each text two catalogues define, with both', () => {
    const texts = new Map([
      ['a.texts.ts', ['Fechar', 'Abrir']],
      ['b.texts.ts', ['Fechar']],
    ]);
    expect(definedTwice(texts)).toEqual(new Map([['Fechar', ['a.texts.ts', 'b.texts.ts']]]));
  });
});

describe('the texts catalogues', () => {
  const files = catalogues();
  const twice = definedTwice(
    new Map(files.map((file) => [file, catalogueStrings(readFileSync(join(root, file), 'utf8'))])),
  );

  it('are found', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('define each text once, but the few the spec says in two places', () => {
    const problems = [...twice]
      .filter(([text]) => !allowed.has(text))
      .map(([text, where]) => `"${text}" in ${where.join(', ')}`);
    expect(problems).toEqual([]);
  });

  it('allow only texts that are still defined twice', () => {
    expect([...allowed.keys()].filter((text) => !twice.has(text))).toEqual([]);
  });
});
