import { apiPaths, POSTS_PAGE_SIZE } from '@vizinhos/api';
import { CATEGORY_KEYS, HIDE_DOWNVOTE_THRESHOLD } from '@vizinhos/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, postFlags, posts } from '../../src/db/schema.ts';
import { sniffImageType } from '../../src/http/sniffImageType.ts';
import { demoLogin } from '../../src/seed/demoMembers.ts';
import { seedDemo } from '../../src/seed/seedDemo.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { call } from './postsHelpers.ts';

let server: TestServer;
let cookie: string;
const now = new Date();

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.db, now);
  cookie = await server.login(demoLogin.username, demoLogin.password);
});
afterAll(() => server.close());

describe('the demo timeline (a living neighbourhood at the first start)', () => {
  it('about forty posts over three weeks, by many members, in every category', async () => {
    const rows = await server.db.select().from(posts);
    expect(rows.length).toBeGreaterThanOrEqual(38);
    expect(new Set(rows.map((row) => row.authorId)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(CATEGORY_KEYS));
    const ages = rows.map((row) => now.getTime() - row.createdAt.getTime());
    expect(Math.max(...ages)).toBeLessThanOrEqual(21 * 86_400_000);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
  });

  it('polls, events past and future, located Segurança posts, flagged and hidden ones, PNG images', async () => {
    const rows = await server.db.select().from(posts);
    expect(rows.filter((row) => row.type === 'poll').length).toBeGreaterThanOrEqual(4);
    const events = rows.filter((row) => row.type === 'event').map((row) => row.eventDate?.getTime() ?? 0);
    expect(events.some((at) => at < now.getTime())).toBe(true);
    expect(events.some((at) => at > now.getTime())).toBe(true);
    const security = rows.filter((row) => row.category === 'Segurança');
    expect(security.length).toBeGreaterThanOrEqual(5);
    for (const row of security) {
      expect(row.latitude).toBeCloseTo(-23.59, 1);
      expect(row.longitude).toBeCloseTo(-46.635, 1);
    }
    expect(rows.filter((row) => row.downvotes >= HIDE_DOWNVOTE_THRESHOLD)).toHaveLength(1);
    const flagged = await server.db.selectDistinct({ postId: postFlags.postId }).from(postFlags);
    expect(flagged.length).toBeGreaterThanOrEqual(2);
    const pictures = await server.db.select().from(images);
    expect(pictures.length).toBeGreaterThanOrEqual(4);
    for (const picture of pictures) expect(sniffImageType(picture.bytes)).toBe('image/png');
  });

  it('the counters on each post match its vote rows', async () => {
    const mismatched: unknown = await server.db.execute(sql`
      select p.id from posts p left join post_votes v on v.post_id = p.id
      group by p.id, p.upvotes, p.downvotes
      having p.upvotes <> count(*) filter (where v.direction = 'up')
          or p.downvotes <> count(*) filter (where v.direction = 'down')`);
    const rows = (mismatched as { rows?: unknown[] }).rows ?? mismatched;
    expect(rows).toEqual([]);
  });

  it('the demo resident reads a full first page, newest first, with images it may see', async () => {
    const page = await call(
      server,
      cookie,
      'GET',
      `${apiPaths.posts}?include_stats=true&include_comments=true&page=1`,
    );
    expect(page.body.posts).toHaveLength(POSTS_PAGE_SIZE);
    const times = page.body.posts.map((post: { created_at: string }) => Date.parse(post.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const withImage = page.body.posts.find((post: { image_url: string | null }) => post.image_url);
    const image = await fetch(`${server.url}${withImage.image_url}`, { headers: { cookie } });
    expect(image.status).toBe(200);
  });
});
