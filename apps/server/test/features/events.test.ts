import { createHash } from 'node:crypto';
import { apiPaths, calendarFeedFilePath } from '@vizinhos/api';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, users } from '../../src/db/schema.ts';
import { eventsServerTexts } from '../../src/features/events/events.texts.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { call, postForm } from './postsHelpers.ts';

// The private calendar feed (beyond the spec): each resident's secret address of an iCalendar with
// the area's upcoming events, valid under RFC 5545, made on request and shown once (only its hash is
// kept), regenerated on request (the old address then answers 404), and refused in Portuguese for a
// wrong token.

let server: TestServer;
let maria: string;
let joao: string;
let moema: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.createMember({ username: 'maria' });
  await server.createMember({ username: 'joao' });
  await server.createMember({ username: 'forasteira', areaName: 'Moema' });
  maria = await server.login('maria');
  joao = await server.login('joao');
  moema = await server.login('forasteira');
});
afterAll(() => server.close());

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const createEvent = async (cookie: string, title: string, text: string, eventDate: string) => {
  const answer = await call(
    server,
    cookie,
    'POST',
    apiPaths.posts,
    postForm({ title, text, post_category: 'Eventos', event_date: eventDate }),
  );
  expect(answer.status).toBe(201);
  return answer.body.posts.id as string;
};
/** POST calendar_feed: a new address, shown in this answer only. */
const feedOf = async (cookie: string) => {
  const answer = await call(server, cookie, 'POST', apiPaths.calendarFeed);
  expect(answer.status).toBe(200);
  return answer.body as { url: string; webcal_url: string; created_at: string };
};
/** GET calendar_feed: whether there is an address, never the address itself. */
const statusOf = async (cookie: string) => {
  const answer = await call(server, cookie, 'GET', apiPaths.calendarFeed);
  expect(answer.status).toBe(200);
  return answer.body as Record<string, unknown>;
};
const fetchFeed = (url: string) => fetch(`${server.url}${new URL(url).pathname}`);

/**
 * A strict RFC 5545 reading of a file, apart from any builder: CRLF only, every physical line at
 * most 75 octets, continuation lines starting with a space; then unfolded, every TEXT value free
 * of bare commas, semicolons and newlines; every date-time in UTC (Z). Returns the unfolded lines.
 */
function checkRfc5545(file: string): string[] {
  expect(file.endsWith('\r\n')).toBe(true);
  expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of file.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const lines = file
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
  for (const line of lines) {
    const [name = '', value = ''] = [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)];
    if (['SUMMARY', 'DESCRIPTION', 'NAME', 'X-WR-CALNAME'].includes(name))
      expect(value.replace(/\\[\\;,nN]/g, ''), line).not.toMatch(/[\\;,]/);
    if (['DTSTAMP', 'DTSTART', 'DTEND'].includes(name)) expect(value, line).toMatch(/^\d{8}T\d{6}Z$/);
  }
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  expect(lines).toEqual(expect.arrayContaining(['VERSION:2.0', 'PRODID:-//Vizinhos//Eventos//PT-BR']));
  return lines;
}

describe('GET and POST calendar_feed: the resident’s private address', () => {
  it('is made on request and shown in that answer only; https and webcal; 401 without a session', async () => {
    expect(await statusOf(maria)).toEqual({ created_at: null });
    const first = await feedOf(maria);
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.webcal_url).toBe(first.url.replace(/^http:/, 'webcal:'));
    // Afterwards only its date is told: the address is not kept.
    const status = await statusOf(maria);
    expect(status).toEqual({ created_at: first.created_at });
    expect(JSON.stringify(status)).not.toContain('calendar/');
    expect((await feedOf(joao)).url).not.toBe(first.url);
    const anonymous = await fetch(`${server.url}${apiPaths.calendarFeed}`);
    expect(anonymous.status).toBe(401);
    for (const method of ['GET', 'POST'])
      expect((await fetch(`${server.url}${apiPaths.calendarFeed}`, { method })).status).toBe(401);
  });

  it('keeps only the token’s SHA-256, and the address still opens the feed', async () => {
    const { url } = await feedOf(maria);
    const token = decodeURIComponent(
      new URL(url).pathname
        .split('/')
        .at(-1)
        ?.replace(/\.ics$/, '') ?? '',
    );
    const [maria_] = await server.db.select().from(users).where(eq(users.username, 'maria'));
    const rows = await server.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, maria_?.id ?? ''));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect((await fetchFeed(url)).status).toBe(200);
    // The hash itself opens nothing: whoever copied the table has no address.
    const byHash = await fetch(`${server.url}${calendarFeedFilePath(rows[0]?.tokenHash ?? '')}`);
    expect(byHash.status).toBe(404);
  });

  it('regenerating gives a new address; the old one answers 404 in Portuguese from then on', async () => {
    const before = await feedOf(joao);
    expect((await fetchFeed(before.url)).status).toBe(200);
    const after = await feedOf(joao);
    expect(after.url).not.toBe(before.url);
    const old = await fetchFeed(before.url);
    expect(old.status).toBe(404);
    expect(await old.json()).toEqual({ error: eventsServerTexts.feedNotFound });
    expect((await fetchFeed(after.url)).status).toBe(200);
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['a malformed token', 'x'],
    ['a token with odd characters', 'ç%20;drop'],
  ])('refuses %s with a Portuguese 404', async (_name, token) => {
    const answer = await fetch(`${server.url}${calendarFeedFilePath(token)}`);
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: eventsServerTexts.feedNotFound });
  });
});

describe('GET calendar/{token}.ics: the area’s upcoming events, valid under RFC 5545', () => {
  it('carries the area’s upcoming events only, soonest first, and parses with ical.js', async () => {
    const long = `Traga cadeiras; mesas, e "comida". ${'Praça da Árvore, Vila Mariana. '.repeat(6)}\nAté lá!`;
    const soonDate = inHours(24);
    const soon = await createEvent(maria, 'Festa junina, quadrilha; pipoca', long, soonDate);
    const later = await createEvent(joao, 'Mutirão \\ limpeza 🎉', '', inHours(24 * 7));
    await createEvent(moema, 'Festa em Moema', 'Outra área', inHours(30));
    await call(server, maria, 'POST', apiPaths.posts, postForm({ title: 'Aviso comum' }));
    const { url } = await feedOf(maria);
    const answer = await fetchFeed(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/calendar;\s*charset=utf-8/);
    const file = await answer.text();
    const lines = checkRfc5545(file);
    expect(lines).toContain('X-WR-CALNAME:Vizinhos: eventos de Vila Mariana');

    const calendar = new ICAL.Component(ICAL.parse(file));
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Vizinhos//Eventos//PT-BR');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const mine = events.filter((event) => [soon, later].some((id) => event.uid === `post-${id}@vizinhos`));
    expect(mine.map((event) => event.summary)).toEqual([
      'Festa junina, quadrilha; pipoca',
      'Mutirão \\ limpeza 🎉',
    ]);
    expect(mine[0]?.description).toBe(long);
    expect(mine[1]?.description).toBe('Evento da vizinhança');
    expect(mine[0]?.startDate.toJSDate().getTime()).toBe(Math.floor(Date.parse(soonDate) / 1000) * 1000);
    expect(mine[0]?.startDate.zone).toBe(ICAL.Timezone.utcTimezone);
    expect(mine[0]?.endDate.toJSDate().getTime()).toBe(
      (mine[0]?.startDate.toJSDate().getTime() ?? 0) + 3_600_000,
    );
    for (const vevent of calendar.getAllSubcomponents('vevent'))
      expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(events.some((event) => event.summary === 'Festa em Moema')).toBe(false);
    expect(events.some((event) => event.summary === 'Aviso comum')).toBe(false);
  });

  it('leaves out events that are over', async () => {
    const id = await createEvent(maria, 'Logo mais', 'x', inHours(0.01));
    const { url } = await feedOf(maria);
    // The event is in the past once the clock moves two hours on: an app on a later clock drops it.
    const { buildApp } = await import('../../src/app.ts');
    const { app } = await buildApp({ db: server.db, now: () => new Date(Date.now() + 2 * 3_600_000) });
    const later = await app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(later.statusCode).toBe(200);
    expect(later.body).not.toContain(`UID:post-${id}@vizinhos`);
    const now = await (await fetchFeed(url)).text();
    expect(now).toContain(`UID:post-${id}@vizinhos`);
    await app.close();
  });
});
