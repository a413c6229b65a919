import { apiPaths } from '@vizinhos/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../src/db/schema.ts';
import { demoLogin } from '../../src/seed/demoMembers.ts';
import { seedDemo } from '../../src/seed/seedDemo.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { call } from './postsHelpers.ts';

// The demo conversations: every state of the comment section shows after the first start.

let server: TestServer;
let cookie: string;
const now = new Date();

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.db, now);
  cookie = await server.login(demoLogin.username, demoLogin.password);
});
afterAll(() => server.close());

const rowsOf = (result: unknown) =>
  ((result as { rows?: unknown[] }).rows ?? result) as Record<string, unknown>[];

describe('the demo comments', () => {
  it('threads four levels deep, more than a page on one post, a deleted comment, all in the past', async () => {
    const rows = await server.db.select().from(comments);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const depth = (id: string | null): number => (id ? 1 + depth(byId.get(id)?.parentId ?? null) : 0);
    expect(Math.max(...rows.map((row) => depth(row.parentId)))).toBeGreaterThanOrEqual(4);
    const topLevel = new Map<string, number>();
    for (const row of rows.filter((item) => item.parentId === null))
      topLevel.set(row.postId, (topLevel.get(row.postId) ?? 0) + 1);
    expect(Math.max(...topLevel.values())).toBeGreaterThan(5);
    const deleted = rows.filter((row) => row.deletedAt !== null);
    expect(deleted).toHaveLength(1);
    expect(rows.some((row) => row.parentId === deleted[0]?.id)).toBe(true);
    expect(rows.every((row) => row.createdAt.getTime() < now.getTime())).toBe(true);
  });

  it('the counters match the rows: votes on each comment, replies, and each post’s comment_count', async () => {
    const mismatched = await server.db.execute(sql`
      select c.id from comments c left join comment_votes v on v.comment_id = c.id
      group by c.id, c.upvotes, c.downvotes
      having c.upvotes <> count(*) filter (where v.direction = 'up')
          or c.downvotes <> count(*) filter (where v.direction = 'down')
      union all
      select c.id from comments c
      where c.reply_count <> (select count(*) from comments r where r.parent_id = c.id)
      union all
      select p.id from posts p
      where p.comment_count <> (select count(*) from comments c where c.post_id = p.id)`);
    expect(rowsOf(mismatched)).toEqual([]);
  });

  it('the first timeline page carries the conversations, "[Deleted]" in place', async () => {
    const page = await call(
      server,
      cookie,
      'GET',
      `${apiPaths.posts}?include_stats=true&include_comments=true&page=1`,
    );
    const texts = JSON.stringify(page.body.posts.map((post: { comments: unknown[] }) => post.comments));
    expect(texts).toContain('[Deleted]');
    const withComments = page.body.posts.filter((post: { comment_count: number }) => post.comment_count > 0);
    expect(withComments.length).toBeGreaterThanOrEqual(5);
  });
});
