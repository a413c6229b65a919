// The migrations folder as it was before one migration: a test writes rows as the older version did,
// then runs that migration on them.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/** The migrations as they are now. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Copies the migrations into `folder`, its journal cut before `tag`; returns the copy's path. */
export function migrationsBefore(tag: string, folder: string): string {
  const before = path.join(folder, 'drizzle');
  cpSync(migrationsFolder, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return before;
}
