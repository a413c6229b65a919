import type { ApiResult } from '@vizinhos/api';
import type { CommentId, PostId, VoteDirection } from '@vizinhos/domain';
import { atom, type Getter, type Setter } from 'jotai';
import { connectionStatusAtom } from '../live/connectionStatus.ts';
import { defineOutboxKind, enqueueOutboxAtom } from './outbox.ts';

// The one optimistic mechanism for votes, shared by posts and comments (ARCHITECTURE.md: pending
// votes): a vote waits from its call until the live vote_update that names the reader; the call's
// answer applies it instead while the live link is down; a resync settles the votes the server had
// answered whose frame was lost; a refused call stops the wait and hands its text to the target's
// report. Votes travel through the app's outbox, so a vote made offline is sent, once, when the way opens.

/** What a vote is about. */
export type VoteTarget = { kind: 'post'; id: PostId } | { kind: 'comment'; id: CommentId };

type VoteKey = `${VoteTarget['kind']}:${string}`;
const keyOf = (target: VoteTarget): VoteKey => `${target.kind}:${target.id}`;

const pendingBaseAtom = atom<Partial<Record<VoteKey, VoteDirection>>>({});
/** Votes the server has answered whose live vote_update has not come yet. */
const answeredBaseAtom = atom<ReadonlySet<VoteKey>>(new Set<VoteKey>());

function setPending(get: Getter, set: Setter, key: VoteKey, direction: VoteDirection | undefined): void {
  const next = { ...get(pendingBaseAtom) };
  if (direction === undefined) delete next[key];
  else next[key] = direction;
  set(pendingBaseAtom, next);
}

function setAnswered(get: Getter, set: Setter, key: VoteKey, isAnswered: boolean): void {
  const next = new Set(get(answeredBaseAtom));
  if (isAnswered) next.add(key);
  else next.delete(key);
  set(answeredBaseAtom, next);
}

/** The posts whose vote waits, with the direction asked (the card shows that button loading). */
export const pendingPostVotesAtom = atom((get) => {
  const posts: Partial<Record<PostId, 'up' | 'down'>> = {};
  for (const [key, direction] of Object.entries(get(pendingBaseAtom))) {
    if (key.startsWith('post:') && (direction === 'up' || direction === 'down'))
      posts[key.slice('post:'.length) as PostId] = direction;
  }
  return posts;
});

/** The comments whose vote waits (their buttons are disabled). */
export const pendingCommentVotesAtom = atom((get) => {
  const comments = new Set<CommentId>();
  for (const key of Object.keys(get(pendingBaseAtom)))
    if (key.startsWith('comment:')) comments.add(key.slice('comment:'.length) as CommentId);
  return comments as ReadonlySet<CommentId>;
});

/** A vote kept in the outbox: what it is about and the direction asked. */
export type VoteWrite = { target: VoteTarget; direction: VoteDirection; postId: PostId };

/** How one kind of target's vote is sent, applied and its refusal said (its feature's). */
type VoteHandlers<T> = {
  send: (get: Getter, vote: VoteWrite, key: string) => Promise<ApiResult<T>>;
  /** The call's answer, applied while the live link is down (it carries the frame's fields). */
  apply: (get: Getter, set: Setter, answer: T) => void;
  report: (get: Getter, set: Setter, error: string) => void;
};

/**
 * Declares how votes on one kind of target travel, through the app's outbox (store/outbox.ts): a
 * vote made while the server is out of reach keeps its button waiting ("Enviando…" in place), is
 * kept over a reload and sent with its one Idempotency-Key when the way opens; a refusal (a 4xx,
 * the vote limit's 429 among them) stops the wait and is reported. On its answer: with the live link
 * up the vote keeps waiting for its frame (remembered as answered, for a resync); with it down the
 * answer is applied at once.
 */
export function defineVoteKind<T>(kind: VoteTarget['kind'], handlers: VoteHandlers<T>): void {
  defineOutboxKind<VoteWrite, T>(`vote:${kind}`, {
    onRefusal: 'drop',
    refusedStatuses: [429],
    send: (get, entry) => handlers.send(get, entry.payload, entry.key),
    onRestored: (get, set, { payload }) => setPending(get, set, keyOf(payload.target), payload.direction),
    onSent: (get, set, { payload }, answer) => {
      const key = keyOf(payload.target);
      if (get(connectionStatusAtom) === 'connected') {
        // The live vote_update confirms it; if the link drops before it comes, the resync does.
        if (get(pendingBaseAtom)[key] !== undefined) setAnswered(get, set, key, true);
        return;
      }
      handlers.apply(get, set, answer);
      setPending(get, set, key, undefined);
    },
    onFailed: (get, set, { payload }, failure) => {
      if (failure.isTransient) return;
      setPending(get, set, keyOf(payload.target), undefined);
      handlers.report(get, set, failure.error);
    },
  });
}

/**
 * Casts one vote: nothing while one on the same target waits; then its button waits and the vote
 * goes through the outbox (defineVoteKind says how its kind is sent).
 */
export async function runVote(get: Getter, set: Setter, vote: VoteWrite): Promise<void> {
  const key = keyOf(vote.target);
  if (get(pendingBaseAtom)[key] !== undefined) return;
  // An answer of an earlier vote on this target (its frame came) says nothing of this one.
  setAnswered(get, set, key, false);
  setPending(get, set, key, vote.direction);
  await set(enqueueOutboxAtom, { kind: `vote:${vote.target.kind}`, payload: vote });
}

/** The live vote_update named the reader as the voter: the vote stops waiting. */
export function confirmVote(get: Getter, set: Setter, target: VoteTarget): void {
  const key = keyOf(target);
  if (get(pendingBaseAtom)[key] !== undefined) setPending(get, set, key, undefined);
  if (get(answeredBaseAtom).has(key)) setAnswered(get, set, key, false);
}

/**
 * After a resync (what was fetched again carries the reader's votes): the votes of this kind the
 * server had answered stop waiting for a vote_update lost with the connection, so no button stays
 * disabled until a reload. Votes whose call is still on its way keep waiting for their answer.
 */
export const settleAnsweredVotesAtom = atom(null, (get, set, kind: VoteTarget['kind']) => {
  const settled = [...get(answeredBaseAtom)].filter((key) => key.startsWith(`${kind}:`));
  if (settled.length === 0) return;
  const pending = { ...get(pendingBaseAtom) };
  for (const key of settled) delete pending[key];
  set(pendingBaseAtom, pending);
  set(answeredBaseAtom, new Set([...get(answeredBaseAtom)].filter((key) => !settled.includes(key))));
});
