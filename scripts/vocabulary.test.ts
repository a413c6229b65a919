// The vocabulary check: every text a catalogue holds speaks the glossary of docs/STYLE.md.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { glossary, offGlossary, stringLiterals } from './vocabulary.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every texts catalogue of the packages and apps (`*.texts.ts`). */
function catalogues(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.texts.ts')) found.push(path);
    }
  };
  for (const floor of ['packages', 'apps']) walk(join(root, floor));
  return found;
}

/** A catalogue without the paths it imports from: a path (`../posts/index.ts`) is no text. */
function withoutImports(source: string): string {
  return source.replace(/^(?:import|export)\b[^;]*?\bfrom\s+(['"])[^'"]*\1;?/gm, '');
}

describe('offGlossary', () => {
  it.each([
    ['Publicação não encontrada (404)', [{ found: 'publicação', use: 'postagem' }]],
    ['Comentários nas minhas publicações', [{ found: 'publicações', use: 'postagem' }]],
    ['Nenhum comentario ainda', [{ found: 'comentario', use: 'comentário' }]],
    ['Residentes da área', [{ found: 'residentes', use: 'morador' }]],
    ['Agenda do bairro', [{ found: 'bairro', use: 'vizinhança' }]],
    ['Desenhe sua area', [{ found: 'area', use: 'área' }]],
    ['Novo post: "Feira"', [{ found: 'post', use: 'postagem' }]],
  ])('%s is off the glossary', (text, found) => {
    expect(offGlossary(text)).toEqual(found);
  });

  it.each([
    'Esta postagem foi ocultada devido a relatórios da comunidade',
    'Erro ao reportar postagem',
    'Comentários',
    'Moradores da vizinhança',
    'Desenhe sua área',
    '3 posts com localização',
    'Posts com Localização',
    'carlos.mendes publicou "Feira de trocas na praça"',
  ])('%s keeps to the glossary', (text) => {
    expect(offGlossary(text)).toEqual([]);
  });

  it('lists each replaced word once, with a glossary word never replaced by another', () => {
    const replaced = glossary.flatMap((entry) => entry.insteadOf);
    expect(new Set(replaced).size).toBe(replaced.length);
    for (const entry of glossary) expect(replaced).not.toContain(entry.word);
  });
});

describe('stringLiterals', () => {
  it('reads the strings and leaves the comments out', () => {
    const source = [
      '// a comment about the publicação',
      '/** the bairro */',
      // A template with a placeholder, as a catalogue holds one.
      'export const t = { a: \'Postagem\', b: "Área", c: (n: number) => `$' +
        "{n} comentários`, url: 'https://x.example/a' };",
    ].join('\n');
    expect(stringLiterals(source)).toEqual(['Postagem', 'Área', '{} comentários', 'https://x.example/a']);
  });
});

describe('the texts catalogues', () => {
  const files = catalogues();

  it('are found', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('speak the glossary of docs/STYLE.md', () => {
    const problems = files.flatMap((file) =>
      stringLiterals(withoutImports(readFileSync(file, 'utf8'))).flatMap((text) =>
        offGlossary(text).map(
          ({ found, use }) => `${relative(root, file)}: "${text}" says "${found}": use "${use}"`,
        ),
      ),
    );
    expect(problems).toEqual([]);
  });
});
