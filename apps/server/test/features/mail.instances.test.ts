import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createId } from '../../src/auth/createToken.ts';
import { type DatabaseHandle, openDatabase } from '../../src/db/openDatabase.ts';
import { jobs, posts } from '../../src/db/schema.ts';
import { createConsoleOutbox, type Outbox } from '../../src/mail/outbox.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';

// Two instances on one PostgreSQL database run the scheduler's turn at the same moment, again and
// again: the weekly digest reaches each resident once, whichever instance sent it.

const postgres = Boolean(process.env.DATABASE_URL);
const clock = new Date('2026-11-23T10:05:00.000Z');
let first: TestServer;
let second: { app: Awaited<ReturnType<typeof buildApp>>; database: DatabaseHandle; outbox: Outbox };
const residents: TestMember[] = [];

beforeAll(async () => {
  if (!postgres) return;
  first = await startTestServer({ now: () => clock, listen: false });
  const database = await openDatabase({ kind: 'postgres', url: first.databaseUrl ?? '' });
  const outbox = createConsoleOutbox(() => {});
  second = { app: await buildApp({ db: database.db, outbox, now: () => clock }), database, outbox };
  for (let i = 0; i < 40; i++)
    residents.push(await first.createMember({ username: `vizinho_${i}`, areaName: 'Vila Dupla' }));
  await first.db.insert(posts).values({
    id: createId(),
    areaId: residents[0]?.areaId ?? '',
    authorId: residents[0]?.id ?? '',
    title: 'Reunião da associação',
    category: 'Geral',
    createdAt: new Date('2026-11-20T15:00:00.000Z'),
  });
});
afterAll(async () => {
  await second?.app.app.close();
  await second?.database.close();
  await first?.close();
});

describe.runIf(postgres)('two instances, one scheduled digest', () => {
  it('each resident receives it once', async () => {
    for (let turn = 0; turn < 3; turn++) await Promise.all([first.jobs.tick(), second.app.jobs.tick()]);
    const sent = [...first.outbox, ...second.outbox.sent];
    for (const resident of residents)
      expect(
        sent.filter((mail) => mail.to === resident.email && mail.subject.startsWith('Resumo')),
      ).toHaveLength(1);
    // Both instances took part in the work (each claimed jobs), and every job is done.
    const rows = await first.db.select().from(jobs);
    expect(rows.every((row) => row.doneAt !== null)).toBe(true);
  });

  it('a job run again (a lease that ran out mid-job) still sends nobody a second digest', async () => {
    await first.db.update(jobs).set({ doneAt: null, lockedUntil: null });
    await Promise.all([first.jobs.runDue(), second.app.jobs.runDue()]);
    const sent = [...first.outbox, ...second.outbox.sent].filter((mail) => mail.subject.startsWith('Resumo'));
    for (const resident of residents)
      expect(sent.filter((mail) => mail.to === resident.email)).toHaveLength(1);
  });
});
