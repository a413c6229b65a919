import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influenceTallies } from '../../src/db/schema.ts';
import { loadInfluenceTallies, recountInfluenceTallies } from '../../src/features/accounts/influence.ts';
import { runAdmin } from '../../src/ops/admin.ts';
import { assertCountersMatchRecount, type CounterWrite } from '../support/counterRuns.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';

// The stored influence tallies (moved by triggers in the transaction of each write) equal a recount
// from the tables after any run of posts, edits, votes, replies, deletions and moves (the runner:
// support/counterRuns.ts).
let server: TestServer;
let residents: TestMember[];

beforeAll(async () => {
  server = await startTestServer({ listen: false });
  residents = [];
  for (const name of ['rosa', 'tiago', 'lia', 'beto'])
    residents.push(await server.createMember({ username: name }));
  const stranger = await server.createMember({ username: 'nina', areaName: 'Copacabana' });
  residents.push(stranger);
});
afterAll(() => server?.close());

// Runs that certainly leave tallies (a scored post upvoted, comments, a reply and its vote; a
// downvote, a move to the other area, a deletion and a new post), tried before the random ones, so
// the property is always checked on counters other than zeros.
const runsLeavingTallies: CounterWrite[][][] = [
  [
    [
      { kind: 'post', author: 0, score: 80 },
      { kind: 'votePost', voter: 1, post: 0, direction: 'up' },
    ],
    [
      { kind: 'comment', author: 2, post: 0, parent: null },
      { kind: 'comment', author: 3, post: 0, parent: 0 },
      { kind: 'voteComment', voter: 0, comment: 1, direction: 'up' },
    ],
  ],
  [
    [
      { kind: 'post', author: 1, score: null },
      { kind: 'votePost', voter: 2, post: 0, direction: 'down' },
      { kind: 'move', resident: 1, area: 1 },
    ],
    [
      { kind: 'deletePost', post: 0 },
      { kind: 'post', author: 3, score: 30 },
      { kind: 'votePost', voter: 0, post: 0, direction: 'up' },
      { kind: 'move', resident: 1, area: 0 },
    ],
  ],
  // What the deltas must take off exactly: a reply's parent deleted then restored, a comment vote,
  // and an account deleted with its reply.
  [
    [
      { kind: 'post', author: 0, score: 90 },
      { kind: 'comment', author: 1, post: 0, parent: null },
      { kind: 'comment', author: 2, post: 0, parent: 0 },
      { kind: 'voteComment', voter: 3, comment: 0, direction: 'up' },
    ],
    [{ kind: 'deleteComment', comment: 0 }],
    [
      { kind: 'restoreComment', comment: 0 },
      { kind: 'deleteAccount', resident: 2 },
    ],
  ],
];

describe('influence tallies: stored counters equal a recount from the tables', () => {
  it('after any run of posts, votes, replies, deletions and moves, in one transaction or several', async () => {
    const ids = residents.map((resident) => resident.id);
    await assertCountersMatchRecount({
      db: server.db,
      residents,
      kinds: [
        'post',
        'score',
        'votePost',
        'comment',
        'voteComment',
        'deleteComment',
        'restoreComment',
        'deletePost',
        'move',
        'join',
        'deleteAccount',
      ],
      fixedRuns: runsLeavingTallies,
      read: async (db) => {
        const stored = await loadInfluenceTallies(db, ids);
        const counted = [...stored.values()].flatMap((tally) => Object.values(tally));
        return { stored, recount: await recountInfluenceTallies(db, ids), counted };
      },
    });
  });

  it('`pnpm admin recontar` writes the recount over a wrong counter', async () => {
    const [first] = residents;
    if (!first) throw new Error('no residents');
    await server.db
      .update(influenceTallies)
      .set({ upvotesReceived: 999 })
      .where(eq(influenceTallies.userId, first.id));
    const output = await runAdmin(
      { db: server.db, outbox: { send: async () => {}, sent: [] } as never, linkOrigin: '' },
      ['recontar'],
    );
    expect(output).toContain('1 morador(es) corrigido(s)');
    const ids = residents.map((resident) => resident.id);
    expect(await loadInfluenceTallies(server.db, ids)).toEqual(await recountInfluenceTallies(server.db, ids));
    expect(await runAdmin({ db: server.db, outbox: {} as never, linkOrigin: '' }, ['recontar'])).toContain(
      'todos os contadores estavam certos',
    );
  });
});
