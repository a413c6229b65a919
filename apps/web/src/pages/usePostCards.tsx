import type { Post } from '@vizinhos/domain';
import type { PostCardProps } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useCallback } from 'react';
import { commentSectionsAtom, toggleCommentsAtom } from '../features/comments/index.ts';
import {
  CalendarFeedBox,
  calendarErrorsAtom,
  calendarLinksOf,
  downloadIcsAtom,
  openCalendarLinkAtom,
  reportMissingCalendarLinkAtom,
  subscribeCalendarAtom,
  subscribedEventsAtom,
} from '../features/events/index.ts';
import { startSharingPostAtom } from '../features/messaging/index.ts';
import { blockedMemberIdsAtom } from '../features/moderation/index.ts';
import { answerPollAtom, pollErrorsAtom, votingPollsAtom } from '../features/polls/index.ts';
import {
  deletePostAtom,
  editPostAtom,
  highlightedPostsAtom,
  openReportAtom,
  pendingVotesAtom,
  postCardProps,
  revealContentAtom,
  revealedContentAtom,
  sharePostAtom,
  votePostAtom,
  withdrawingReportsAtom,
  withdrawReportAtom,
} from '../features/posts/index.ts';
import { currentUserAtom } from '../session/session.ts';
import { lazyView } from '../views/lazyView.tsx';

// A card's comment section (its list, box and editor) loads when the section is opened, fetched when
// the pointer or focus comes to the card's "Comentários" (only what the view uses).
const PostComments = lazyView(() =>
  import('./PostCommentsView.tsx').then((module) => module.PostCommentsView),
);

/**
 * An event's add-to-calendar links (the server's, else built by the events feature). The comment
 * count and the poll's results are the store's post's own, moved by the comments and polls features.
 */
const withCalendarLinks = (post: Post): Post =>
  post.kind === 'event' ? { ...post, calendarLinks: calendarLinksOf(post) } : post;

const preloadComments = () => {
  PostComments.preload().catch(() => {
    // Fetched again when the section opens.
  });
};

/**
 * Turns posts into the props of their cards: what each shows (the domain's rules, the reader's
 * pending vote, the live highlight, its live comments, poll and calendar) and what each does (vote,
 * flag, share, edit, delete, comment, answer the poll, add the event to a calendar).
 */
export function usePostCards(): (posts: readonly Post[]) => PostCardProps[] {
  const user = useAtomValue(currentUserAtom);
  const pendingVotes = useAtomValue(pendingVotesAtom);
  const highlighted = useAtomValue(highlightedPostsAtom);
  const revealed = useAtomValue(revealedContentAtom);
  const reveal = useSetAtom(revealContentAtom);
  const vote = useSetAtom(votePostAtom);
  const flag = useSetAtom(openReportAtom);
  const withdrawing = useAtomValue(withdrawingReportsAtom);
  const withdrawReport = useSetAtom(withdrawReportAtom);
  const edit = useSetAtom(editPostAtom);
  const remove = useSetAtom(deletePostAtom);
  const sections = useAtomValue(commentSectionsAtom);
  const toggleComments = useSetAtom(toggleCommentsAtom);
  const votingPolls = useAtomValue(votingPollsAtom);
  const pollErrors = useAtomValue(pollErrorsAtom);
  const answerPoll = useSetAtom(answerPollAtom);
  const calendarErrors = useAtomValue(calendarErrorsAtom);
  const subscribed = useAtomValue(subscribedEventsAtom);
  const downloadIcs = useSetAtom(downloadIcsAtom);
  const reportMissingLink = useSetAtom(reportMissingCalendarLinkAtom);
  const openCalendarLink = useSetAtom(openCalendarLinkAtom);
  const subscribe = useSetAtom(subscribeCalendarAtom);
  const share = useSetAtom(sharePostAtom);
  const shareInConversation = useSetAtom(startSharingPostAtom);
  const blocked = useAtomValue(blockedMemberIdsAtom);
  return useCallback(
    (posts) => {
      const now = new Date();
      return posts.map(withCalendarLinks).map((post) => ({
        ...postCardProps(post, {
          now,
          currentUserId: user?.id,
          origin: window.location.origin,
          isHighlighted: highlighted.has(post.id),
          pendingVote: pendingVotes[post.id] ?? null,
        }),
        // A blocked resident's post is collapsed for the reader (spec 3), revealed like a hidden one.
        isFromBlocked: post.author.id !== undefined && blocked.has(post.author.id),
        isRevealed: revealed.has(post.id),
        onReveal: ({ postId }) => reveal({ id: postId }),
        onVote: (input) => void vote(input),
        onFlag: (input) => flag(input),
        isWithdrawingReport: withdrawing.has(post.id),
        onWithdrawReport: (input) => void withdrawReport(input),
        onShare: ({ url }) => void share({ url, title: post.title }),
        onShareInConversation: ({ postId }) => shareInConversation({ postId, title: post.title }),
        // The timeline's post editor opens in edit mode on editingPostAtom.
        onEdit: (input) => edit(input),
        onDelete: (input) => void remove(input),
        isCommentsOpen: sections[post.id]?.isOpen ?? false,
        comments: sections[post.id]?.isOpen ? (
          <Suspense fallback={null}>
            <PostComments post={post} blockedAuthorIds={blocked} />
          </Suspense>
        ) : undefined,
        onCommentsIntent: preloadComments,
        onToggleComments: () => toggleComments({ postId: post.id }),
        isPollVoting: votingPolls.has(post.id),
        pollError: pollErrors[post.id],
        onPollVote: (input) => void answerPoll(input),
        eventError: calendarErrors[post.id],
        eventFeed: subscribed.has(post.id) ? <CalendarFeedBox /> : undefined,
        onDownloadIcs: () => downloadIcs(post),
        onMissingCalendarLink: (input) => reportMissingLink(input),
        onOpenCalendarLink: (input) => openCalendarLink(input),
        onSubscribeCalendar: (input) => void subscribe(input),
      }));
    },
    [
      user?.id,
      pendingVotes,
      highlighted,
      revealed,
      reveal,
      vote,
      flag,
      withdrawing,
      withdrawReport,
      edit,
      remove,
      sections,
      toggleComments,
      votingPolls,
      pollErrors,
      answerPoll,
      calendarErrors,
      subscribed,
      downloadIcs,
      reportMissingLink,
      openCalendarLink,
      subscribe,
      share,
      shareInConversation,
      blocked,
    ],
  );
}
