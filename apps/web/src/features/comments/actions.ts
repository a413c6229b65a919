import type { CommentsPage, CommentVoteAnswer, CreateCommentAnswer } from '@vizinhos/api';
import {
  type CommentId,
  type CommentNudgeOutcome,
  canSendCommentText,
  type PostId,
  type VoteDirection,
} from '@vizinhos/domain';
import { atom, type Getter, type Setter } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import {
  defineOutboxKind,
  enqueueOutboxAtom,
  flushOutboxAtom,
  newOutboxId,
  outboxEntriesAtom,
} from '../../store/outbox.ts';
import { firstPageLoading, loadPage, type Paging } from '../../store/paging.ts';
import { defineVoteKind, runVote, settleAnsweredVotesAtom } from '../../store/pendingVotes.ts';
import { commentDraftsAtom, type DraftPlace, draftKey, setCommentDraftAtom } from './drafts.ts';
import {
  addCommentPage,
  commentSectionsAtom,
  patchSection,
  receiveCommentDeleteAtom,
  receiveCommentUpdateAtom,
  receiveCommentVoteAtom,
  refreshCommentPage,
} from './state.ts';

/** A comment creator's send: busy, then the failure's text (spec: Error catalogue) with the draft kept. */
export type SendState = { isSending: boolean; error: string | undefined };

const sendsBaseAtom = atom<Partial<Record<string, SendState>>>({});
const replyBoxesBaseAtom = atom<Partial<Record<PostId, CommentId>>>({});

/** The creators' sends, by draftKey. */
export const commentSendsAtom = atom((get) => get(sendsBaseAtom));

/** The reply creator open in each post's section: the comment it answers. */
export const openReplyBoxesAtom = atom((get) => get(replyBoxesBaseAtom));

/** One section's paging, read and written by the paging mechanism (spec: Calls: pages of 5). */
function sectionPaging(get: Getter, set: Setter, postId: PostId) {
  return {
    read: () => get(commentSectionsAtom)[postId] ?? { ...firstPageLoading, hasMore: false },
    write: (patch: Partial<Paging>) => patchSection(get, set, postId, patch),
    fetch: (page: number) => get(apiClientAtom).listComments(postId, { page }),
    add: (answer: CommentsPage) => addCommentPage(get, set, postId, answer.comments),
    hasMoreAfter: (answer: CommentsPage) => answer.comments.length === answer.meta.per_page,
  };
}

/** The first page of a section (spec: Calls: comment_page=1); called on open and on retry. */
export const loadCommentsAtom = atom(null, (get, set, postId: PostId) =>
  loadPage({ ...sectionPaging(get, set, postId), more: false }),
);

/**
 * After a dropped connection (ARCHITECTURE.md: after a dropped connection): every open section fetches its
 * first page again and merges it (known comments take the server's counts and votes, missed ones join),
 * without a loading state; a failure keeps what is shown.
 */
export const refreshOpenCommentsAtom = atom(null, async (get, set) => {
  const sections = Object.entries(get(commentSectionsAtom));
  const open = sections.filter(([, section]) => section?.isOpen && section.status === 'ready');
  await Promise.all(
    open.map(async ([id]) => {
      const postId = id as PostId;
      const answer = await get(apiClientAtom).listComments(postId, { page: 1 });
      if (answer.ok) refreshCommentPage(get, set, postId, answer.value.comments);
    }),
  );
  // The pages fetched again carry the reader's votes: answered comment votes stop waiting.
  set(settleAnsweredVotesAtom, 'comment');
});

/** Opens or closes the section under a card; the first opening loads its first page. */
export const toggleCommentsAtom = atom(
  null,
  (get, set, { postId, isOpen }: { postId: PostId; isOpen?: boolean }) => {
    const section = get(commentSectionsAtom)[postId];
    const open = isOpen ?? !section?.isOpen;
    patchSection(get, set, postId, { isOpen: open });
    if (open && (section === undefined || section.status === 'error')) void set(loadCommentsAtom, postId);
  },
);

/** The next 5 top-level comments ("Mais comentários"); a failure keeps the list and shows its text. */
export const loadMoreCommentsAtom = atom(null, (get, set, postId: PostId) =>
  loadPage({ ...sectionPaging(get, set, postId), more: true, moreFailure: 'keep' }),
);

/** The next 5 replies of a comment (spec: Calls: comment_id={parent}), after those in hand. */
export const loadMoreRepliesAtom = atom(
  null,
  async (
    get,
    set,
    { postId, commentId, loaded }: { postId: PostId; commentId: CommentId; loaded: number },
  ) => {
    const page = Math.floor(loaded / 5) + 1;
    const answer = await get(apiClientAtom).listComments(postId, { page, parentId: commentId });
    if (!answer.ok) {
      patchSection(get, set, postId, { error: answer.error });
      return;
    }
    addCommentPage(get, set, postId, answer.value.comments, commentId);
  },
);

/** Opens the reply creator under a comment (at level 3 or deeper, the parent's: the domain's replyTarget). */
export const openReplyBoxAtom = atom(null, (get, set, postId: PostId, commentId: CommentId | undefined) => {
  const next = { ...get(replyBoxesBaseAtom) };
  if (commentId === undefined) delete next[postId];
  else next[postId] = commentId;
  set(replyBoxesBaseAtom, next);
});

/** A comment or reply waiting in the app's outbox: where it was written and its text. */
type CommentWrite = { postId: PostId; parentId?: CommentId | undefined; text: string };

const placeOf = ({ postId, parentId }: CommentWrite): DraftPlace =>
  parentId === undefined ? { postId } : { postId, parentId };

function setSend(get: Getter, set: Setter, place: DraftPlace, state: SendState): void {
  set(sendsBaseAtom, { ...get(sendsBaseAtom), [draftKey(place)]: state });
}

/** "Descartar" beside a refused comment: its text and the refusal go. */
export const discardCommentAtom = atom(null, (get, set, place: DraftPlace) => {
  set(setCommentDraftAtom, place, '');
  setSend(get, set, place, { isSending: false, error: undefined });
});

// Comments go through the app's outbox (store/outbox.ts): with the network down or the server busy
// the box shows "Enviando…" and the comment leaves, once, when the way is open again, after a
// reload too; a refusal shows why, with the draft kept in its box to change and send again.
defineOutboxKind<CommentWrite, CreateCommentAnswer>('comment', {
  onRefusal: 'drop',
  send: (get, { payload, key }) =>
    get(apiClientAtom).createComment(
      payload.postId,
      { text: payload.text, ...(payload.parentId === undefined ? {} : { parentId: payload.parentId }) },
      { idempotencyKey: key },
    ),
  onRestored: (get, set, { payload }) =>
    setSend(get, set, placeOf(payload), { isSending: true, error: undefined }),
  onSent: (get, set, { payload }, value) => {
    const place = placeOf(payload);
    setSend(get, set, place, { isSending: false, error: undefined });
    set(setCommentDraftAtom, place, '');
    // The live comment_update brings the same comment; applying it twice changes nothing.
    set(receiveCommentUpdateAtom, value);
    // Only the box this reply was written in closes: the live frame can show the reply before this
    // answer, and a resident who already opened a box under it (to answer their own reply) keeps it.
    if (place.parentId !== undefined && get(replyBoxesBaseAtom)[place.postId] === place.parentId) {
      set(openReplyBoxAtom, place.postId, undefined);
    }
  },
  onFailed: (get, set, { payload }, failure) =>
    // Waiting for the way to open stays "Enviando…"; a limit met says until when meanwhile.
    setSend(get, set, placeOf(payload), {
      isSending: failure.isTransient,
      error: failure.isTransient && failure.status !== 429 ? undefined : failure.error,
    }),
});

/**
 * Sends the draft of a place (spec: Calls: POST comments) through the outbox: blank text never
 * leaves; the draft is cleared only once the server took it; a refusal shows its text and keeps the
 * draft. Resolves true once the server took it, false when it waits or was refused.
 */
export const sendCommentAtom = atom(null, async (get, set, place: DraftPlace): Promise<boolean> => {
  const key = draftKey(place);
  const text = get(commentDraftsAtom)[key] ?? '';
  if (!canSendCommentText(text) || get(sendsBaseAtom)[key]?.isSending) return false;
  setSend(get, set, place, { isSending: true, error: undefined });
  // The same comment read back from a previous page's outbox goes with its own key, not a second one.
  const waiting = get(outboxEntriesAtom).find((entry) => {
    const write = entry.payload as CommentWrite;
    return (
      entry.kind === 'comment' &&
      write.postId === place.postId &&
      write.parentId === place.parentId &&
      write.text === text
    );
  });
  const id = waiting?.id ?? newOutboxId();
  if (waiting) await set(flushOutboxAtom);
  else
    await set(enqueueOutboxAtom, {
      id,
      kind: 'comment',
      payload: { postId: place.postId, text, parentId: place.parentId } satisfies CommentWrite,
    });
  const sent = !get(outboxEntriesAtom).some((entry) => entry.id === id);
  return sent && get(sendsBaseAtom)[key]?.error === undefined && !get(sendsBaseAtom)[key]?.isSending;
});

/**
 * Tells the server what became of a tone nudge: only the outcome, never the text. A
 * failure is only logged: the comment was sent, or the nudge dismissed, either way.
 */
export const countCommentNudgeAtom = atom(null, async (get, _set, outcome: CommentNudgeOutcome) => {
  const answer = await get(apiClientAtom).countCommentNudge(outcome);
  if (!answer.ok) console.warn('comment nudge:', answer.error);
});

/** Saves an inline edit (never empty, spec: Validation rules); `false` keeps the editor open with the text. */
export const updateCommentAtom = atom(
  null,
  async (get, set, { postId, commentId, text }: { postId: PostId; commentId: CommentId; text: string }) => {
    if (!canSendCommentText(text)) return false;
    const answer = await get(apiClientAtom).updateComment(postId, commentId, text);
    if (!answer.ok) {
      patchSection(get, set, postId, { error: answer.error });
      return false;
    }
    patchSection(get, set, postId, { error: undefined });
    set(receiveCommentUpdateAtom, { comment: answer.value.comment, post_id: postId });
    return true;
  },
);

/** Deletes the reader's comment, once confirmed: it reads "[Comentário apagado]" (spec: "[Deleted]") and keeps its replies. */
export const deleteCommentAtom = atom(
  null,
  async (get, set, { postId, commentId }: { postId: PostId; commentId: CommentId }) => {
    const answer = await get(apiClientAtom).deleteComment(postId, commentId);
    if (!answer.ok) {
      patchSection(get, set, postId, { error: answer.error });
      return;
    }
    set(receiveCommentDeleteAtom, { comment_id: commentId, post_id: postId });
  },
);

defineVoteKind<CommentVoteAnswer>('comment', {
  send: (get, { target, direction, postId }, key) => {
    const client = get(apiClientAtom);
    return direction === 'none'
      ? client.removeCommentVote(postId, target.id, { idempotencyKey: key })
      : client.voteComment(postId, target.id, direction, { idempotencyKey: key });
  },
  // The answer is the reader's own vote, as the frame of the reader's own topic carries it.
  apply: (_get, set, answer) => set(receiveCommentVoteAtom, { kind: 'ownVoteUpdate', payload: answer }),
  report: (_get, _set, error) => console.warn(error),
});

/**
 * Votes on a comment (spec: States and transitions): the next direction comes from VoteButtons (the same again is
 * `none`, which removes the vote); the buttons stay disabled until the live vote_update of the reader's own topic; a refusal is only logged
 * (spec: Error catalogue: "Failed comment vote: logged only") and re-enables them. Through the store's one
 * mechanism for pending votes, as posts vote: kept in the outbox while the server is out of reach; with the live
 * link down the call's own answer is applied, and a resync settles a vote whose frame was lost.
 */
export const voteCommentAtom = atom(
  null,
  (
    get,
    set,
    { postId, commentId, direction }: { postId: PostId; commentId: CommentId; direction: VoteDirection },
  ) => runVote(get, set, { target: { kind: 'comment', id: commentId }, direction, postId }),
);
