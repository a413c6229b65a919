import {
  isPostHidden,
  normalizeComment,
  normalizeNotification,
  normalizePost,
  summarizePoll,
} from '@vizinhos/domain';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountHandlers, type CallCount } from './accounts.ts';
import { commentHandlers, makeComment, makeCommentThread, makeWireComment } from './comments.ts';
import { makeWireMembers, memberHandlers } from './members.ts';
import { makeNotifications, makeWireNotifications, notificationHandlers } from './notifications.ts';
import { makePollOptions } from './polls.ts';
import { makeHiddenPost, makePost, makeWirePost, postHandlers } from './posts.ts';
import { makeWireInfluence, profileHandlers } from './profile.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const base = 'http://vizinhos.test/api/v1';

describe('fixture factories', () => {
  it('are deterministic: two calls give equal values', () => {
    expect(makePost()).toEqual(makePost());
    expect(makeCommentThread(3)).toEqual(makeCommentThread(3));
    expect(makeNotifications(5)).toEqual(makeNotifications(5));
  });

  it('take partial overrides', () => {
    expect(makePost({ upvotes: 5 }).upvotes).toBe(5);
    expect(makeComment({ text: 'Oi' }).text).toBe('Oi');
  });

  it('spec: States and transitions: the hidden fixture is hidden by the domain rule, the default one is not', () => {
    expect(isPostHidden(makeHiddenPost())).toBe(true);
    expect(isPostHidden(makePost())).toBe(false);
  });

  it('spec: States and transitions: the chosen option makes the poll voted', () => {
    expect(summarizePoll(makePollOptions([1, 2], 1), undefined).hasVoted).toBe(true);
    expect(summarizePoll(makePollOptions([1, 2]), undefined).hasVoted).toBe(false);
  });

  it('a thread nests replies to the depth asked, each pointing to its parent', () => {
    let comment = makeCommentThread(4);
    let depth = 0;
    while (comment.replies[0]) {
      expect(comment.replies[0].parentId).toBe(comment.id);
      comment = comment.replies[0];
      depth += 1;
    }
    expect(depth).toBe(4);
  });

  it('wire fixtures normalise to models through the domain (none dropped)', () => {
    expect(normalizePost(makeWirePost())?.title).toBe(makePost().title);
    expect(normalizeComment(makeWireComment())?.text).toBe(makeComment().text);
    const wires = makeWireNotifications(6);
    expect(wires.map((wire) => normalizeNotification(wire)).filter(Boolean)).toHaveLength(6);
  });
});

describe('handlers by resource', () => {
  it('posts: the default list answers page 1, then an empty page (spec: Calls)', async () => {
    server.use(...postHandlers.default());
    expect(((await (await fetch(`${base}/posts?page=1`)).json()) as { posts: unknown[] }).posts).toHaveLength(
      1,
    );
    expect(((await (await fetch(`${base}/posts?page=2`)).json()) as { posts: unknown[] }).posts).toHaveLength(
      0,
    );
  });

  it('posts.voteFails: votes are refused with an error body', async () => {
    server.use(...postHandlers.voteFails());
    const answer = await fetch(`${base}/posts/post-1/upvote`, { method: 'PUT' });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({ error: 'Erro ao votar' });
  });

  it('posts.pollVoteFails: "Erro ao votar na enquete" (spec: Error catalogue)', async () => {
    server.use(...postHandlers.pollVoteFails());
    const answer = await fetch(`${base}/posts/post-1/poll_responses/option-1`, { method: 'POST' });
    expect(await answer.json()).toEqual({ error: 'Erro ao votar na enquete' });
  });

  it('comments.updateFails: "Erro ao atualizar comentário" (spec: Error catalogue)', async () => {
    server.use(...commentHandlers.updateFails());
    const answer = await fetch(`${base}/posts/post-1/comments/comment-1`, { method: 'PUT', body: '{}' });
    expect(answer.status).toBe(500);
  });

  it('notifications: pages by page and per_page (spec: Calls)', async () => {
    server.use(...notificationHandlers.many(14));
    const page = async (n: number) =>
      (
        (await (await fetch(`${base}/notifications?page=${n}&per_page=10`)).json()) as {
          notifications: unknown[];
        }
      ).notifications;
    expect(await page(1)).toHaveLength(10);
    expect(await page(2)).toHaveLength(4);
  });

  it('members: search filters by username and reports the total (spec: Calls)', async () => {
    server.use(...memberHandlers.default(makeWireMembers(8)));
    const answer = (await (await fetch(`${base}/users/search?q=maria&page=1&per_page=20`)).json()) as {
      users: { username: string }[];
      meta: { total_count: number };
    };
    expect(answer.users.map((user) => user.username)).toEqual(['maria.souza', 'maria.souza2']);
    expect(answer.meta.total_count).toBe(2);
  });

  it('members: search finds names with or without accents, as the server does', async () => {
    server.use(...memberHandlers.default(makeWireMembers(6)));
    const found = async (q: string) =>
      (
        (await (await fetch(`${base}/users/search?q=${encodeURIComponent(q)}`)).json()) as {
          users: { username: string }[];
        }
      ).users.map((user) => user.username);
    expect(await found('joao')).toEqual(['joao.pereira']);
    expect(await found('JOÃO')).toEqual(['joao.pereira']);
  });

  it('profile: a profile answers with its figures; users/search still reaches the members handlers', async () => {
    server.use(...profileHandlers.default(), ...memberHandlers.default(makeWireMembers(2)));
    const profile = (await (await fetch(`${base}/users/64b000000000000000000001`)).json()) as {
      users: { points: number; influence: object; activity: unknown[] };
    };
    expect(profile.users).toMatchObject({ points: 47, influence: makeWireInfluence() });
    expect(profile.users.activity).toHaveLength(3);
    const search = await (await fetch(`${base}/users/search?q=maria`)).json();
    expect((search as { meta: { total_count: number } }).meta.total_count).toBe(1);
    server.use(...profileHandlers.other());
    const other = (await (await fetch(`${base}/users/x`)).json()) as { users: Record<string, unknown> };
    expect(other.users.email).toBeUndefined();
    expect(other.users.stomp_key).toBeUndefined();
    expect(other.users.invite_code).toBeUndefined();
  });

  it('accounts: the area search records its queries; signup asks for an area first (spec: Accounts)', async () => {
    const queries: string[] = [];
    const attempts: CallCount = { count: 0 };
    server.use(
      ...accountHandlers.areaSearch(undefined, queries),
      ...accountHandlers.signupAsksForAreaFirst(attempts),
    );
    const found = (await (await fetch(`${base}/search/areas?q=Vila`)).json()) as {
      areas: { name: string }[];
    };
    expect(found.areas.map((area) => area.name)).toEqual(['Vila Mariana', 'Vila Clementino']);
    expect(queries).toEqual(['Vila']);
    expect((await fetch(`${base}/users`, { method: 'POST' })).status).toBe(422);
    expect((await fetch(`${base}/users`, { method: 'POST' })).status).toBe(201);
    expect(attempts.count).toBe(2);
  });

  it('accounts.signIn: answers with the status and body given', async () => {
    server.use(...accountHandlers.signIn(429, { error: 'Muitas tentativas' }));
    expect((await fetch(`${base}/users/sign_in`, { method: 'POST' })).status).toBe(429);
  });
});
