import type { Post } from '@vizinhos/domain';
import type { PostCardProps } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { currentUserAtom } from '../accounts/index.ts';
import {
  commentSectionsAtom,
  commentThreadsAtom,
  PostComments,
  toggleCommentsAtom,
} from '../comments/index.ts';
import {
  CalendarFeedBox,
  calendarErrorsAtom,
  calendarLinksOf,
  downloadIcsAtom,
  openCalendarLinkAtom,
  reportMissingCalendarLinkAtom,
  subscribeCalendarAtom,
  subscribedEventsAtom,
} from '../events/index.ts';
import { startSharingPostAtom } from '../messaging/index.ts';
import { answerPollAtom, pollErrorsAtom, pollOptionsOfAtom, votingPollsAtom } from '../polls/index.ts';
import { deletePostAtom, editPostAtom, openReportAtom, votePostAtom } from './actions.ts';
import { postCardProps } from './postCardProps.ts';
import { sharePostLink } from './sharePostLink.ts';
import { highlightedPostsAtom, pendingVotesAtom, revealedPostsAtom, revealPostAtom } from './state.ts';

/** What the comments, polls and events features know newer than the post: its live count, poll and calendar links. */
function useLatestPost(): (post: Post) => Post {
  const threads = useAtomValue(commentThreadsAtom);
  const pollOptionsOf = useAtomValue(pollOptionsOfAtom);
  return useCallback(
    (post) => ({
      ...post,
      // Comments are never taken away (a deleted one keeps its place), so the larger count is the newer.
      commentCount: Math.max(post.commentCount, threads[post.id]?.commentCount ?? 0),
      pollOptions: post.kind === 'poll' ? pollOptionsOf(post) : post.pollOptions,
      calendarLinks: post.kind === 'event' ? calendarLinksOf(post) : post.calendarLinks,
    }),
    [threads, pollOptionsOf],
  );
}

/**
 * Turns posts into the props of their cards: what each shows (the domain's rules, the reader's
 * pending vote, the live highlight, its live comments, poll and calendar) and what each does (vote,
 * flag, share, edit, delete, comment, answer the poll, add the event to a calendar).
 */
export function usePostCards(): (posts: readonly Post[]) => PostCardProps[] {
  const user = useAtomValue(currentUserAtom);
  const pendingVotes = useAtomValue(pendingVotesAtom);
  const highlighted = useAtomValue(highlightedPostsAtom);
  const revealed = useAtomValue(revealedPostsAtom);
  const reveal = useSetAtom(revealPostAtom);
  const vote = useSetAtom(votePostAtom);
  const flag = useSetAtom(openReportAtom);
  const edit = useSetAtom(editPostAtom);
  const remove = useSetAtom(deletePostAtom);
  const latest = useLatestPost();
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
  const shareInConversation = useSetAtom(startSharingPostAtom);
  return useCallback(
    (posts) => {
      const now = new Date();
      return posts.map(latest).map((post) => ({
        ...postCardProps(post, {
          now,
          currentUserId: user?.id,
          origin: window.location.origin,
          isHighlighted: highlighted.has(post.id),
          pendingVote: pendingVotes[post.id] ?? null,
        }),
        isRevealed: revealed.has(post.id),
        onReveal: reveal,
        onVote: (input) => void vote(input),
        onFlag: (input) => flag(input),
        onShare: ({ url }) => sharePostLink({ url, title: post.title }),
        onShareInConversation: ({ postId }) => shareInConversation({ postId, title: post.title }),
        // The timeline's post editor opens in edit mode on editingPostAtom.
        onEdit: (input) => edit(input),
        onDelete: (input) => void remove(input),
        isCommentsOpen: sections[post.id]?.isOpen ?? false,
        comments: sections[post.id]?.isOpen ? <PostComments post={post} /> : undefined,
        onToggleComments: () => toggleComments({ postId: post.id, commentCount: post.commentCount }),
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
      edit,
      remove,
      latest,
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
      shareInConversation,
    ],
  );
}
