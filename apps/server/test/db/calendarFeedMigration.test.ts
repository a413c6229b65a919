// Migration 0016 hashes the calendar-feed tokens already stored: an address a resident subscribed to
// before the upgrade keeps opening the feed, and the table no longer holds it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { createToken, hashToken } from '../../src/auth/createToken.ts';
import { pgliteExtensions } from '../../src/db/openDatabase.ts';
import * as schema from '../../src/db/schema.ts';
import { findFeedArea } from '../../src/features/events/repository.ts';
import { migrationsBefore, migrationsFolder } from '../support/migrationsBefore.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'vizinhos-migration-'));

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('migration 0016_calendar_feed_token_hash', () => {
  it('hashes the stored tokens in place, and their addresses still open the feed', async () => {
    const client = new PGlite({ extensions: pgliteExtensions });
    const db = drizzle(client, { schema });
    try {
      await migrate(db, { migrationsFolder: migrationsBefore('0016_calendar_feed_token_hash', folder) });
      const { token } = createToken();
      // Rows as the old version wrote them; the foreign keys are not this test's subject.
      await db.execute(sql`set session_replication_role = replica`);
      await db.execute(
        sql`insert into areas (id, name, search_key, municipality_id) values ('a1', 'Vila Mariana', 'vila mariana', 1)`,
      );
      await db.execute(sql`
        insert into users (id, username, email, first_name, last_name, password_hash, area_id, stomp_key, invite_code)
        values ('u1', 'maria', 'maria@teste.example', 'Maria', 'Souza', 'x', 'a1', 'k1', 'c1')`);
      await db.execute(sql`insert into calendar_feeds (user_id, token) values ('u1', ${token})`);
      await db.execute(sql`set session_replication_role = origin`);

      await migrate(db, { migrationsFolder });
      const rows = await db.select().from(schema.calendarFeeds);
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(rows[0]?.tokenHash).toBe(hashToken(token));
      expect(await findFeedArea(db, token)).toEqual({ id: 'a1', name: 'Vila Mariana' });
    } finally {
      await client.close();
    }
  });
});
