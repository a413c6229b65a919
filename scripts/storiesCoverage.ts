// The stories check: every piece of the design system is rendered by a story (docs/STYLE.md, Stories).

/** A `.tsx` file the check asks stories of: not a story, a story helper (`*.story.tsx`) or a test. */
export function needsStories(path: string): boolean {
  return (
    path.endsWith('.tsx') && !/\.(stories|story|test)\.tsx$/.test(path) && !/(^|\/)index\.tsx$/.test(path)
  );
}

/**
 * The files a source imports for what runs: `import … from` and `export … from` with a relative
 * path, resolved against the importer's folder. Type-only imports render nothing and `import()`
 * (a lazy half, fetched when a resident acts) is not followed: what it loads needs stories of its own.
 */
export function staticImports(path: string, source: string): string[] {
  const folder = path.split('/').slice(0, -1);
  const found: string[] = [];
  const statement = /^\s*(import|export)\s+([^;]*?)\s+from\s+['"](\.{1,2}\/[^'"]+)['"]/gm;
  for (const match of source.matchAll(statement)) {
    const [, , clause = '', specifier = ''] = match;
    if (/^type\s/.test(clause)) continue;
    const names = clause.match(/^\{([\s\S]*)\}$/)?.[1];
    if (names !== undefined) {
      const parts = names
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      if (parts.length > 0 && parts.every((part) => part.startsWith('type '))) continue;
    }
    const resolved = [...folder];
    for (const step of specifier.split('/')) {
      if (step === '..') resolved.pop();
      else if (step !== '.') resolved.push(step);
    }
    found.push(resolved.join('/'));
  }
  return found;
}

/**
 * The files of `sources` (path → text) that need stories and have none: a file `Name.tsx` is covered
 * by a `Name.stories.tsx` beside it, or when a `*.stories.tsx` imports it, directly or through the
 * static imports of the files it imports (a piece's parts are rendered by the piece's stories). A
 * file only ever loaded with `import()` (a lazy half) is reached by no story that way: it needs its
 * own stories file beside it.
 */
export function filesWithoutStories(sources: Record<string, string>): string[] {
  const reached = new Set<string>();
  const pending = Object.keys(sources).filter((path) => path.endsWith('.stories.tsx'));
  while (pending.length > 0) {
    const path = pending.pop() as string;
    if (reached.has(path)) continue;
    reached.add(path);
    for (const imported of staticImports(path, sources[path] ?? '')) {
      if (imported in sources && !reached.has(imported)) pending.push(imported);
    }
  }
  return Object.keys(sources)
    .filter((path) => needsStories(path) && !reached.has(path))
    .filter((path) => !(path.replace(/\.tsx$/, '.stories.tsx') in sources))
    .sort();
}
