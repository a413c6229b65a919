// Migration 0017 gives every report the content it was made on: reports already stored take the post
// or comment as it is at the upgrade, so the queue does not show them as edited since.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteExtensions } from '../../src/db/openDatabase.ts';
import * as schema from '../../src/db/schema.ts';
import { loadQueue } from '../../src/features/moderation/reports.ts';
import { migrationsBefore, migrationsFolder } from '../support/migrationsBefore.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'vizinhos-migration-'));

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('migration 0017_report_snapshots', () => {
  it('gives the stored reports the current title, text and image as what they saw', async () => {
    const client = new PGlite({ extensions: pgliteExtensions });
    const db = drizzle(client, { schema });
    try {
      await migrate(db, { migrationsFolder: migrationsBefore('0017_report_snapshots', folder) });
      // Rows as the old version wrote them; the foreign keys are not this test's subject.
      await db.execute(sql`set session_replication_role = replica`);
      await db.execute(
        sql`insert into areas (id, name, search_key, municipality_id) values ('a1', 'Vila Mariana', 'vila mariana', 1)`,
      );
      await db.execute(sql`
        insert into users (id, username, email, first_name, last_name, password_hash, area_id, stomp_key, invite_code)
        values ('u1', 'maria', 'maria@teste.example', 'Maria', 'Souza', 'x', 'a1', 'k1', 'c1')`);
      await db.execute(sql`
        insert into posts (id, area_id, author_id, title, text, category, image_id)
        values ('p1', 'a1', 'u1', 'Feira', 'Domingo cedo.', 'Geral', 'img1')`);
      await db.execute(
        sql`insert into comments (id, post_id, author_id, text) values ('c1', 'p1', 'u1', 'Que bom')`,
      );
      await db.execute(sql`insert into post_flags (post_id, user_id) values ('p1', 'u1')`);
      await db.execute(sql`insert into comment_flags (comment_id, user_id) values ('c1', 'u1')`);
      await db.execute(sql`set session_replication_role = origin`);

      await migrate(db, { migrationsFolder });
      const [flag] = await db.select().from(schema.postFlags);
      expect(flag).toMatchObject({
        reportedTitle: 'Feira',
        reportedText: 'Domingo cedo.',
        reportedImageId: 'img1',
      });
      const [commentFlag] = await db.select().from(schema.commentFlags);
      expect(commentFlag?.reportedText).toBe('Que bom');
      const queue = await loadQueue(db, 'a1');
      expect(queue.map((item) => [item.id, item.reported]).sort()).toEqual([
        ['c1', null],
        ['p1', null],
      ]);
    } finally {
      await client.close();
    }
  });
});
