import { commentNudgesPath } from '@vizinhos/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeRules } from '../../src/auth/writeLimits.ts';
import { commentNudgeCounts } from '../../src/db/schema.ts';
import { commentsServerTexts } from '../../src/features/comments/comments.texts.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';

// The comment box's nudge: what became of each nudge is counted per area and day, never
// the text nor who wrote it; only the area's founder reads the figure; bad input is a Portuguese 400.

let server: TestServer;
let founder: TestMember;
let clock = new Date('2026-11-20T12:00:00Z');
const cookies: Record<string, string> = {};
const names = ['fundadora', 'vizinho', 'apressado', 'moderador', 'forasteira'];
// Sessions last 30 days from the (test) clock's sign-in: moving the clock far signs everyone in again.
async function loginAll() {
  for (const name of names) cookies[name] = await server.login(name);
}

beforeAll(async () => {
  server = await startTestServer({ listen: false, now: () => clock });
  founder = await server.createMember({ username: 'fundadora', role: 'Fundador' });
  await server.createMember({ username: 'vizinho' });
  await server.createMember({ username: 'apressado' });
  await server.createMember({ username: 'moderador', role: 'Moderador' });
  await server.createMember({ username: 'forasteira', role: 'Fundador', areaName: 'Moema' });
  await loginAll();
});
afterAll(() => server.close());

const send = (who: string, payload: string, type = 'application/json') =>
  server.app.inject({
    method: 'POST',
    url: commentNudgesPath,
    headers: { cookie: cookies[who]!, 'content-type': type },
    payload,
  });
const figures = (who: string) =>
  server.app.inject({ method: 'GET', url: commentNudgesPath, headers: { cookie: cookies[who]! } });
const outcome = (value: string) => JSON.stringify({ outcome: value });

describe('POST comments/nudges: one outcome, counted per area and day', () => {
  it('counts each outcome in the area of the day, and the founder reads the sums', async () => {
    for (const value of ['edited', 'edited', 'sent_anyway', 'dismissed'])
      expect((await send('vizinho', outcome(value))).json()).toEqual({ ok: true });
    clock = new Date('2026-11-21T09:00:00Z');
    expect((await send('fundadora', outcome('edited'))).statusCode).toBe(200);
    const rows = await server.db
      .select()
      .from(commentNudgeCounts)
      .where(eq(commentNudgeCounts.areaId, founder.areaId));
    expect(
      rows.map(({ day, edited, sentAnyway, dismissed }) => ({ day, edited, sentAnyway, dismissed })),
    ).toEqual(
      expect.arrayContaining([
        { day: '2026-11-20', edited: 2, sentAnyway: 1, dismissed: 1 },
        { day: '2026-11-21', edited: 1, sentAnyway: 0, dismissed: 0 },
      ]),
    );
    // Nothing of the text nor of the resident is kept: the row has only the area, the day and counts.
    expect(Object.keys(rows[0]!).sort()).toEqual(['areaId', 'day', 'dismissed', 'edited', 'sentAnyway']);
    const answer = await figures('fundadora');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ days: 30, edited: 3, sent_anyway: 1, dismissed: 1 });
  });

  it("another area's outcomes never reach this area's figure", async () => {
    await send('forasteira', outcome('sent_anyway'));
    expect((await figures('forasteira')).json()).toEqual({
      days: 30,
      edited: 0,
      sent_anyway: 1,
      dismissed: 0,
    });
    expect((await figures('fundadora')).json().sent_anyway).toBe(1);
  });

  it('the figure covers the last 30 days only', async () => {
    clock = new Date('2026-12-20T09:00:00Z');
    await loginAll();
    expect((await figures('fundadora')).json()).toEqual({
      days: 30,
      edited: 1,
      sent_anyway: 0,
      dismissed: 0,
    });
    clock = new Date('2026-12-21T09:00:00Z');
    expect((await figures('fundadora')).json()).toEqual({
      days: 30,
      edited: 0,
      sent_anyway: 0,
      dismissed: 0,
    });
  });

  it.each([
    ['an unknown outcome', outcome('insisted'), commentsServerTexts.nudgeOutcomeInvalid],
    ['a number', JSON.stringify({ outcome: 3 }), commentsServerTexts.nudgeOutcomeInvalid],
    ['no outcome', JSON.stringify({}), commentsServerTexts.nudgeOutcomeRequired],
    [
      'the text of the comment instead',
      JSON.stringify({ text: 'Você é um idiota' }),
      commentsServerTexts.nudgeOutcomeRequired,
    ],
  ])('%s is a 400 in Portuguese, never a 500, and counts nothing', async (_name, payload, text) => {
    const before = (await figures('fundadora')).json();
    const answer = await send('vizinho', payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: text });
    expect((await figures('fundadora')).json()).toEqual(before);
  });

  it('malformed JSON, an array and an empty body are 400s in Portuguese', async () => {
    for (const payload of ['{"outcome":', '["edited"]', '']) {
      const answer = await send('vizinho', payload);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toMatch(/[ãéçõí]|inválid/);
    }
  });

  it('is limited per resident: past the limit a 429 in Portuguese, and others still count', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < writeRules.commentNudge.hits + 3; index += 1)
      statuses.push((await send('apressado', outcome('dismissed'))).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(writeRules.commentNudge.hits);
    const refused = await send('apressado', outcome('dismissed'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Você fez registros do lembrete de tom demais em pouco tempo\./);
    expect((await send('vizinho', outcome('edited'))).statusCode).toBe(200);
  });
});

describe('GET comments/nudges: the figure is the founder’s', () => {
  it.each(['vizinho', 'moderador'])('%s gets a 403 in Portuguese', async (who) => {
    const answer = await figures(who);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ error: commentsServerTexts.nudgeFiguresFounderOnly });
  });

  it('401 without a session, for both calls', async () => {
    expect((await server.app.inject({ method: 'GET', url: commentNudgesPath })).statusCode).toBe(401);
    const post = await server.app.inject({
      method: 'POST',
      url: commentNudgesPath,
      headers: { 'content-type': 'application/json' },
      payload: outcome('edited'),
    });
    expect(post.statusCode).toBe(401);
  });
});
