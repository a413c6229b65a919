import {
  type Comment,
  type CommentId,
  type CommentNudge,
  canSendCommentText,
  commentViews,
  type Post,
} from '@vizinhos/domain';
import { CommentCreator, CommentSection, useDebouncedValue } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { currentUserAtom } from '../../session/session.ts';
import { commentThreadsAtom } from '../../store/entities.ts';
import { pendingCommentVotesAtom } from '../../store/pendingVotes.ts';
import {
  commentSendsAtom,
  countCommentNudgeAtom,
  deleteCommentAtom,
  discardCommentAtom,
  loadCommentsAtom,
  loadMoreCommentsAtom,
  loadMoreRepliesAtom,
  openReplyBoxAtom,
  openReplyBoxesAtom,
  sendCommentAtom,
  updateCommentAtom,
  voteCommentAtom,
} from './actions.ts';
import { CommentReport } from './CommentReport.tsx';
import { commentDraftsAtom, type DraftPlace, draftKey, setCommentDraftAtom } from './drafts.ts';
import { type CommentNudger, loadCommentNudge } from './loadCommentNudge.ts';
import { openCommentReportAtom } from './reporting.ts';
import { commentSectionsAtom } from './state.ts';

const noComments: Comment[] = [];

// The nudge reads the text on a pause in the typing, as the post coach does.
const NUDGE_DEBOUNCE_MS = 300;
const noNudge: CommentNudge = { show: false, marks: [] };

/**
 * The tone analyser once it has arrived: fetched when the box first gets focus, or at once when it
 * opens on a draft already written; until then (and if the fetch fails) there is no nudge.
 */
function useCommentNudger(isWanted: boolean): CommentNudger | undefined {
  const [nudger, setNudger] = useState<CommentNudger>();
  useEffect(() => {
    if (!isWanted || nudger) return;
    let isCurrent = true;
    loadCommentNudge().then(
      (loaded) => {
        if (isCurrent) setNudger(loaded);
      },
      (error: unknown) => console.warn('comment nudge:', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [isWanted, nudger]);
  return nudger;
}

/**
 * A creator bound to its draft in the session's storage, with the tone nudge: shown
 * while the text looks heated, until dismissed; never a gate. What became of a nudge (edited, sent
 * anyway, dismissed) is counted on the server, never the text.
 */
function DraftCreator({ place, replyTo }: { place: DraftPlace; replyTo?: string }) {
  const key = draftKey(place);
  const text = useAtomValue(commentDraftsAtom)[key] ?? '';
  const send = useAtomValue(commentSendsAtom)[key];
  const setDraft = useSetAtom(setCommentDraftAtom);
  const discardComment = useSetAtom(discardCommentAtom);
  const sendComment = useSetAtom(sendCommentAtom);
  const openReplyBox = useSetAtom(openReplyBoxAtom);
  const countNudge = useSetAtom(countCommentNudgeAtom);
  const settledText = useDebouncedValue(text, NUDGE_DEBOUNCE_MS);
  const [hasFocused, setFocused] = useState(false);
  const nudger = useCommentNudger(hasFocused || text !== '');
  const nudge = useMemo(() => nudger?.commentNudge(settledText) ?? noNudge, [nudger, settledText]);
  const [isDismissed, setDismissed] = useState(false);
  // Whether this comment was nudged (and not dismissed): its outcome is counted once it is sent.
  const wasNudged = useRef(false);
  const isNudging = nudge.show && !isDismissed;
  useEffect(() => {
    if (isNudging) wasNudged.current = true;
  }, [isNudging]);
  // A box emptied (sent, or cleared) starts afresh: the next comment may be nudged again.
  useEffect(() => {
    if (text === '') {
      setDismissed(false);
      wasNudged.current = false;
    }
  }, [text]);
  const onSend = async () => {
    const nudged = wasNudged.current;
    if (await sendComment(place)) {
      // A nudged comment had the analyser to nudge it.
      if (nudged && nudger) void countNudge(nudger.commentNudgeOutcome(text));
      wasNudged.current = false;
    }
  };
  return (
    <CommentCreator
      text={text}
      canSend={canSendCommentText(text)}
      isSending={send?.isSending ?? false}
      errorText={send?.error}
      replyTo={replyTo}
      autoFocus={replyTo !== undefined}
      onFocus={() => setFocused(true)}
      nudge={isNudging ? { marks: nudge.marks } : undefined}
      onDismissNudge={() => {
        setDismissed(true);
        wasNudged.current = false;
        void countNudge('dismissed');
      }}
      onTextChange={({ text: next }) => setDraft(place, next)}
      onSend={() => void onSend()}
      onDiscard={() => discardComment(place)}
      onCancel={
        replyTo === undefined ? () => setDraft(place, '') : () => openReplyBox(place.postId, undefined)
      }
    />
  );
}

/** Finds a loaded comment anywhere in a thread. */
function findComment(comments: readonly Comment[], id: CommentId): Comment | undefined {
  for (const comment of comments) {
    if (comment.id === id) return comment;
    const found = findComment(comment.replies, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * The comment section of one post (spec: Screens and routes), wired to the session: its pages, the creators with
 * their drafts, replies, edits, deletions and votes.
 */
export function PostComments({
  post,
  blockedAuthorIds,
}: {
  post: Pick<Post, 'id'>;
  /** Residents the reader blocked (spec 3: Collapsed content), given by the page. */
  blockedAuthorIds?: ReadonlySet<string>;
}) {
  const postId = post.id;
  const user = useAtomValue(currentUserAtom);
  const thread = useAtomValue(commentThreadsAtom)[postId];
  const section = useAtomValue(commentSectionsAtom)[postId];
  const pendingVotes = useAtomValue(pendingCommentVotesAtom);
  const replyingTo = useAtomValue(openReplyBoxesAtom)[postId];
  const retry = useSetAtom(loadCommentsAtom);
  const loadMore = useSetAtom(loadMoreCommentsAtom);
  const loadMoreReplies = useSetAtom(loadMoreRepliesAtom);
  const openReplyBox = useSetAtom(openReplyBoxAtom);
  const vote = useSetAtom(voteCommentAtom);
  const update = useSetAtom(updateCommentAtom);
  const remove = useSetAtom(deleteCommentAtom);
  const openReport = useSetAtom(openCommentReportAtom);
  const comments = thread ?? noComments;
  const views = useMemo(
    () => commentViews(comments, { now: new Date(), currentUsername: user?.username }),
    [comments, user?.username],
  );
  const replyParent = replyingTo === undefined ? undefined : findComment(comments, replyingTo);

  return (
    <>
      <CommentSection
        status={section?.status ?? 'loading'}
        views={views}
        hasMore={section?.hasMore ?? false}
        isLoadingMore={section?.isLoadingMore ?? false}
        errorText={section?.error}
        isSignedIn={user !== undefined}
        blockedAuthorIds={blockedAuthorIds}
        pendingVoteIds={pendingVotes}
        canSendText={canSendCommentText}
        creator={<DraftCreator place={{ postId }} />}
        renderBelow={(comment) =>
          replyParent !== undefined && comment.id === replyParent.id ? (
            <DraftCreator place={{ postId, parentId: comment.id }} replyTo={comment.author.username} />
          ) : null
        }
        onMore={() => void loadMore(postId)}
        onRetry={() => void retry(postId)}
        onVote={({ commentId, direction }) => void vote({ postId, commentId, direction })}
        onEdit={({ commentId, text }) => update({ postId, commentId, text })}
        onDelete={({ commentId }) => void remove({ postId, commentId })}
        onReply={({ target }) => openReplyBox(postId, target.parentCommentId)}
        onReport={({ commentId }) => openReport({ postId, commentId })}
        onMoreReplies={({ commentId }) =>
          void loadMoreReplies({
            postId,
            commentId,
            loaded: findComment(comments, commentId)?.replies.length ?? 0,
          })
        }
      />
      <CommentReport postId={postId} />
    </>
  );
}
