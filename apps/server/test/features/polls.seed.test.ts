import { apiPaths } from '@vizinhos/api';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogin } from '../../src/seed/demoMembers.ts';
import { seedDemo } from '../../src/seed/seedDemo.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { call } from './postsHelpers.ts';

// The demo's polls and events at the first start: answers as real rows behind the counts, the demo
// resident's own choices (and one poll still to answer), and upcoming events in its calendar feed.

let server: TestServer;
let cookie: string;
const now = new Date();

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.db, now);
  cookie = await server.login(demoLogin.username, demoLogin.password);
});
afterAll(() => server.close());

type WireOption = { count: number; is_user_response: boolean };
type WirePoll = { id: string; type: string | null; created_at: string; poll_options: WireOption[] };

describe('the demo polls and events', () => {
  it('each option’s count is the answer rows behind it, by several residents', async () => {
    const result: unknown = await server.db.execute(sql`
      select o.id from poll_options o left join poll_responses r on r.option_id = o.id
      group by o.id, o.response_count having o.response_count <> count(r.user_id)`);
    expect((result as { rows?: unknown[] }).rows ?? result).toEqual([]);
    const voters: unknown = await server.db.execute(
      sql`select count(distinct user_id) as n from poll_responses`,
    );
    const [row] = ((voters as { rows?: { n: number }[] }).rows ?? voters) as { n: number }[];
    expect(Number(row?.n)).toBeGreaterThanOrEqual(20);
  });

  it('the demo resident has answered every poll but the newest', async () => {
    const page = await call(
      server,
      cookie,
      'GET',
      `${apiPaths.posts}?post_category=Vota%C3%A7ao&include_stats=true`,
    );
    const polls = (page.body.posts as WirePoll[]).filter((post) => post.type === 'poll');
    expect(polls.length).toBeGreaterThanOrEqual(4);
    const answered = polls.map(
      (poll) => poll.poll_options.filter((option) => option.is_user_response).length,
    );
    expect(answered).toEqual([0, ...Array(polls.length - 1).fill(1)]);
    for (const poll of polls) expect(poll.poll_options.some((option) => option.count > 0)).toBe(true);
  });

  it('the demo resident’s calendar feed carries the upcoming events', async () => {
    const feed = await call(server, cookie, 'POST', apiPaths.calendarFeed);
    const file = await (await fetch(`${server.url}${new URL(feed.body.url).pathname}`)).text();
    const events = new ICAL.Component(ICAL.parse(file)).getAllSubcomponents('vevent');
    expect(events.length).toBeGreaterThanOrEqual(3);
    for (const event of events)
      expect(new ICAL.Event(event).startDate.toJSDate().getTime()).toBeGreaterThan(now.getTime() - 3_600_000);
  });
});
