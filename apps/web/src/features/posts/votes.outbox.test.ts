// Votes through the app's outbox: a vote made while the server is out of reach keeps its button
// waiting and leaves once, with the same Idempotency-Key on every try (after a reload too), when the
// way opens; a refusal stops the wait and says why; a limit met (429) is let go, not sent later.
import 'fake-indexeddb/auto';
import { createApiClient } from '@vizinhos/api';
import { makeUser } from '@vizinhos/api/mocks';
// Not a React hook (its name says "use" as vitest's fixtures do): an MSW server for this file.
import { useRecordingServer as recordingServer, testBaseUrl } from '@vizinhos/api/testing';
import type { CommentId, PollOptionId, PostId } from '@vizinhos/domain';
import type { Store } from 'jotai';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { liveStatusBaseAtom } from '../../live/connectionStatus.ts';
import { createSessionStore } from '../../session/session.ts';
import { flushOutboxAtom, outboxEntriesAtom, restoreOutboxAtom } from '../../store/outbox.ts';
import { pendingCommentVotesAtom, pendingPostVotesAtom } from '../../store/pendingVotes.ts';
import { toastAtom } from '../../store/toast.ts';
import { voteCommentAtom } from '../comments/actions.ts';
import { answerPollAtom, pollErrorsAtom, votingPollsAtom } from '../polls/index.ts';
import { votePostAtom } from './actions.ts';

const { server } = recordingServer();
const postId = 'post-1' as PostId;
const commentId = 'comment-1' as CommentId;
let resident = 0;
let me: ReturnType<typeof makeUser>;
let store: Store;

const sessionFor = (user: ReturnType<typeof makeUser>) => {
  const session = createSessionStore(user);
  session.set(apiClientAtom, createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] }));
  session.set(liveStatusBaseAtom, 'connected');
  return session;
};

type Fate = 'keep' | 'down' | 'refuse' | 'limit';

/** The server as the test decides, call by call: the votes it kept and the key of every try. */
function serverAnswering(fate: () => Fate) {
  const kept: string[] = [];
  const keys: string[] = [];
  const answer = (what: string, request: Request, value: object) => {
    keys.push(request.headers.get('Idempotency-Key') ?? '');
    const now = fate();
    if (now === 'down') return HttpResponse.json({ error: 'Serviço indisponível' }, { status: 503 });
    if (now === 'refuse') return HttpResponse.json({ error: 'Postagem não encontrada.' }, { status: 404 });
    if (now === 'limit')
      return HttpResponse.json({ error: 'Você votou demais; tente às 14h.' }, { status: 429 });
    kept.push(what);
    return HttpResponse.json(value);
  };
  server.use(
    http.put(`${testBaseUrl}/api/v1/posts/:postId/upvote`, ({ request }) =>
      answer('post up', request, { post_id: postId, upvotes: 1, downvotes: 0, new_direction: 'up' }),
    ),
    http.put(`${testBaseUrl}/api/v1/posts/:postId/comments/:commentId/downvote`, ({ request }) =>
      answer('comment down', request, {
        comment_id: commentId,
        post_id: postId,
        upvotes: 0,
        downvotes: 1,
        new_direction: 'down',
      }),
    ),
  );
  return { kept, keys };
}

beforeEach(() => {
  sessionStorage.clear();
  resident += 1;
  me = makeUser({ id: `user-${resident}` as never, username: `morador${resident}` });
  store = sessionFor(me);
});

describe('a vote through the outbox', () => {
  it('waits while the server is out of reach and is sent once, in order, each with its key, when it is back', async () => {
    let isDown = true;
    const { kept, keys } = serverAnswering(() => (isDown ? 'down' : 'keep'));
    await store.set(votePostAtom, { postId, direction: 'up' });
    await store.set(voteCommentAtom, { postId, commentId, direction: 'down' });
    expect(store.get(pendingPostVotesAtom)[postId]).toBe('up');
    expect(store.get(pendingCommentVotesAtom).has(commentId)).toBe(true);
    expect(store.get(outboxEntriesAtom).map((entry) => entry.kind)).toEqual(['vote:post', 'vote:comment']);
    // Pressing again while it waits sends nothing more.
    await store.set(votePostAtom, { postId, direction: 'up' });
    expect(store.get(outboxEntriesAtom)).toHaveLength(2);

    isDown = false;
    await store.set(flushOutboxAtom);
    expect(kept).toEqual(['post up', 'comment down']);
    const [postKey] = keys;
    expect(postKey).toMatch(/^[\w-]{16,}$/);
    // Every try of the post's vote carried its one key; the comment's vote had its own.
    expect(new Set(keys.slice(0, -1))).toEqual(new Set([postKey]));
    expect(keys.at(-1)).not.toBe(postKey);
    expect(store.get(outboxEntriesAtom)).toEqual([]);
  });

  it('stops the wait on a refusal with the server’s text, and lets a vote over its limit go', async () => {
    let fate: Fate = 'refuse';
    serverAnswering(() => fate);
    await store.set(votePostAtom, { postId, direction: 'up' });
    expect(store.get(pendingPostVotesAtom)[postId]).toBeUndefined();
    expect(store.get(toastAtom)).toMatchObject({ tone: 'danger', text: 'Postagem não encontrada.' });

    fate = 'limit';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await store.set(voteCommentAtom, { postId, commentId, direction: 'down' });
    expect(store.get(pendingCommentVotesAtom).has(commentId)).toBe(false);
    expect(warn).toHaveBeenCalledWith('Você votou demais; tente às 14h.');
    warn.mockRestore();
    expect(store.get(outboxEntriesAtom)).toEqual([]);
  });

  it('is read back after a reload, its button waiting again, and sent with the key of its first try', async () => {
    let isDown = true;
    const { kept, keys } = serverAnswering(() => (isDown ? 'down' : 'keep'));
    await store.set(votePostAtom, { postId, direction: 'up' });
    const firstKey = keys[0];

    // The page reloads: a new store for the same resident reads the outbox back.
    store = sessionFor(me);
    expect(store.get(pendingPostVotesAtom)[postId]).toBeUndefined();
    await store.set(restoreOutboxAtom);
    expect(store.get(pendingPostVotesAtom)[postId]).toBe('up');
    isDown = false;
    await store.set(flushOutboxAtom);
    expect(kept).toEqual(['post up']);
    expect(keys.at(-1)).toBe(firstKey);
  });
});

describe('a poll answer through the outbox', () => {
  it('stays "Enviando voto..." while the server is out of reach, over a reload, and is sent once with its key', async () => {
    let fate: Fate = 'down';
    const keys: string[] = [];
    const kept: string[] = [];
    server.use(
      http.post(`${testBaseUrl}/api/v1/posts/:postId/poll_responses/:optionId`, ({ request, params }) => {
        keys.push(request.headers.get('Idempotency-Key') ?? '');
        if (fate === 'down') return HttpResponse.json({ error: 'Serviço indisponível' }, { status: 503 });
        if (fate === 'refuse')
          return HttpResponse.json({ error: 'Você já respondeu a esta enquete.' }, { status: 422 });
        kept.push(String(params.optionId));
        return HttpResponse.json({ post: { poll_options: [] } });
      }),
    );
    const optionId = 'option-2' as PollOptionId;
    await store.set(answerPollAtom, { postId, optionId });
    expect(store.get(votingPollsAtom).has(postId)).toBe(true);
    const firstKey = keys[0];

    store = sessionFor(me);
    await store.set(restoreOutboxAtom);
    expect(store.get(votingPollsAtom).has(postId)).toBe(true);
    fate = 'keep';
    await store.set(flushOutboxAtom);
    expect(kept).toEqual(['option-2']);
    expect(keys.at(-1)).toBe(firstKey);
    expect(store.get(votingPollsAtom).has(postId)).toBe(false);

    fate = 'refuse';
    await store.set(answerPollAtom, { postId, optionId });
    expect(store.get(votingPollsAtom).has(postId)).toBe(false);
    expect(store.get(pollErrorsAtom)[postId]).toBe('Você já respondeu a esta enquete.');
    expect(store.get(outboxEntriesAtom)).toEqual([]);
  });
});
