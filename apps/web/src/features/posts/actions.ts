import type { VoteAnswer } from '@vizinhos/api';
import {
  applyPostUpdate,
  applyVoteUpdate,
  POST_ERROR_TEXTS,
  type Post,
  type PostId,
  type ReportReason,
  removePost,
} from '@vizinhos/domain';
import { atom } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { currentUserAtom } from '../../session/session.ts';
import { postEntitiesAtom } from '../../store/entities.ts';
import { defineVoteKind, runVote } from '../../store/pendingVotes.ts';
import { showToastAtom } from '../../store/toast.ts';
import { sharePostLink } from './sharePostLink.ts';
import { changeLoadedPosts } from './state.ts';

const editingBaseAtom = atom<PostId | undefined>(undefined);

defineVoteKind<VoteAnswer>('post', {
  send: (get, { target, direction }, key) =>
    get(apiClientAtom).votePost(target.id, direction === 'down' ? 'down' : 'up', { idempotencyKey: key }),
  apply: (get, set, answer) => {
    const me = get(currentUserAtom)?.id;
    changeLoadedPosts(get, set, (posts) => applyVoteUpdate(posts, answer, me));
  },
  report: (_get, set, error) => set(showToastAtom, { tone: 'danger', text: error }),
});

/**
 * Votes (spec: States and transitions): the button loads until the live vote_update of this
 * resident's own topic names them (the area's carries only the counts); a refused call clears it and
 * shows its text. Through the store's one mechanism for pending votes (store/pendingVotes.ts), which
 * comments share: kept in the outbox while the server is out of reach; while the live link is down
 * the call's own answer (the same fields) is applied, and a resync settles a vote whose frame was lost.
 */
export const votePostAtom = atom(
  null,
  (get, set, { postId, direction }: { postId: PostId; direction: 'up' | 'down' }) =>
    runVote(get, set, { target: { kind: 'post', id: postId }, direction, postId }),
);

/** The post whose report dialog is open (spec 3: Report dialog), with its sending state and refusal. */
type Reporting = { postId: PostId; isSending: boolean; errorText: string | null };
const reportingBaseAtom = atom<Reporting | undefined>(undefined);
export const reportingPostAtom = atom((get) => get(reportingBaseAtom));

/** "Reportar" opens the report dialog for the post; closing it forgets it. */
export const openReportAtom = atom(null, (_get, set, { postId }: { postId: PostId }) =>
  set(reportingBaseAtom, { postId, isSending: false, errorText: null }),
);
export const closeReportAtom = atom(null, (_get, set) => set(reportingBaseAtom, undefined));

/**
 * Flags a post with the reason chosen (spec: Error catalogue: "Postagem reportada com sucesso";
 * spec 3: the reason and note): the dialog closes on success; a refusal stays in it, with what was typed.
 */
export const flagPostAtom = atom(
  null,
  async (get, set, { postId, reason, note }: { postId: PostId; reason: ReportReason; note: string }) => {
    set(reportingBaseAtom, { postId, isSending: true, errorText: null });
    const answer = await get(apiClientAtom).flagPost(postId, { reason, note: note || null });
    if (!answer.ok) {
      set(reportingBaseAtom, { postId, isSending: false, errorText: answer.error });
      return;
    }
    set(reportingBaseAtom, undefined);
    changeLoadedPosts(get, set, (posts) => applyPostUpdate(posts, { post: answer.value }));
    set(showToastAtom, { tone: 'success', text: POST_ERROR_TEXTS.flagSucceeded });
  },
);

const withdrawingBaseAtom = atom<ReadonlySet<PostId>>(new Set<PostId>());

/** The posts whose report the reader is withdrawing: their "Retirar denúncia" waits. */
export const withdrawingReportsAtom = atom((get) => get(withdrawingBaseAtom));

/**
 * "Retirar denúncia" (spec 3: Own report): withdraws the reader's pending report, then reads the
 * post again as the reader sees it; a refusal (a decided report) shows as a toast.
 */
export const withdrawReportAtom = atom(null, async (get, set, { postId }: { postId: PostId }) => {
  const api = get(apiClientAtom);
  const setWithdrawing = (on: boolean) => {
    const next = new Set(get(withdrawingBaseAtom));
    if (on) next.add(postId);
    else next.delete(postId);
    set(withdrawingBaseAtom, next);
  };
  setWithdrawing(true);
  const answer = await api.withdrawPostReport(postId);
  const post = answer.ok ? await api.getPost(postId) : undefined;
  setWithdrawing(false);
  if (!answer.ok) {
    set(showToastAtom, { tone: 'danger', text: answer.error });
    return;
  }
  // The reader's report is gone: the post as read again, without the reader in flaggedBy.
  const me = get(currentUserAtom)?.id;
  changeLoadedPosts(get, set, (posts) =>
    (post?.ok ? applyPostUpdate(posts, { post: post.value }) : posts).map((item) =>
      item.id === postId ? { ...item, flaggedBy: item.flaggedBy.filter((id) => id !== me) } : item,
    ),
  );
});

/**
 * "Compartilhar" (spec: Share): the link on the clipboard and the spec's alert, or the phone's share
 * sheet, which confirms by itself. The alert is the app's one toast, not the card's: the card may be
 * drawn again (the timeline becoming a virtual list) while the alert is read. A dismissed sheet
 * says nothing; a refused clipboard says so.
 */
export const sharePostAtom = atom(null, async (_get, set, input: { url: string; title: string }) => {
  try {
    const way = await sharePostLink(input);
    if (way === 'copied') set(showToastAtom, { tone: 'success', text: POST_ERROR_TEXTS.shareCopied });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    set(showToastAtom, { tone: 'danger', text: POST_ERROR_TEXTS.shareFailed });
  }
});

/** Deletes the reader's own post, once confirmed (spec: Validation rules); "Erro ao excluir postagem" on failure. */
export const deletePostAtom = atom(null, async (get, set, { postId }: { postId: PostId }) => {
  const answer = await get(apiClientAtom).deletePost(postId);
  if (!answer.ok) {
    set(showToastAtom, { tone: 'danger', text: answer.error });
    return false;
  }
  // The live post_delete removes it too; removing twice changes nothing.
  changeLoadedPosts(get, set, (posts) => removePost(posts, { post_id: postId }));
  return true;
});

/**
 * The post handed to the editor slot in edit mode (spec: Screens and routes: "edit mode is given by
 * the caller"); the post editor reads it and clears it with stopEditingPostAtom.
 */
export const editingPostAtom = atom((get): Post | undefined => {
  const id = get(editingBaseAtom);
  return id === undefined ? undefined : get(postEntitiesAtom)[id];
});

/** Opens the editor on one of the reader's posts. */
export const editPostAtom = atom(null, (_get, set, { postId }: { postId: PostId }) =>
  set(editingBaseAtom, postId),
);

/** Closes the editor's edit mode. */
export const stopEditingPostAtom = atom(null, (_get, set) => set(editingBaseAtom, undefined));
