// The generator of a year of an active area (bench/bigArea.ts) keeps the schema's invariants at a tiny
// scale: every foreign key points at a row, and the counters the triggers keep are what the
// project's own recount (`pnpm admin recontar`) finds. PostgreSQL only, like the generator.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { checkInvariants, generateBigArea, planAreas } from '../../bench/bigArea.ts';
import { openDatabase } from '../../src/db/openDatabase.ts';
import { repairInfluenceTallies } from '../../src/features/accounts/influence.ts';
import { repairCommentCounters } from '../../src/features/comments/commentCounts.ts';
import { repairNotificationCounts } from '../../src/features/notifications/repository.ts';

describe('bigArea', () => {
  it('plans 100 areas, the first the largest, activity falling off with the rank', () => {
    const plan = planAreas(1);
    expect(plan).toHaveLength(100);
    expect(plan[0]).toMatchObject({ residents: 5_000, posts: 50_000, comments: 500_000, messages: 500_000 });
    expect(plan[1]?.posts ?? 0).toBeGreaterThan(plan[99]?.posts ?? 0);
  });

  it.skipIf(!process.env.DATABASE_URL)('generates rows whose keys and counters hold', async () => {
    const adminUrl = process.env.DATABASE_URL ?? '';
    const database = `vz_year_test_${randomBytes(4).toString('hex')}`;
    const { url } = await generateBigArea({ adminUrl, database, scale: 0.002 });
    try {
      expect(Object.values(await checkInvariants(url)).every((n) => n === 0)).toBe(true);
      const handle = await openDatabase({ kind: 'postgres', url });
      try {
        expect(await repairInfluenceTallies(handle.db)).toBe(0);
        expect(await repairCommentCounters(handle.db)).toBe(0);
        expect(await repairNotificationCounts(handle.db)).toBe(0);
      } finally {
        await handle.close();
      }
    } finally {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    }
  });
});
