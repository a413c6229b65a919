import type { UserId } from '../common/index.ts';
import { formatEventDate } from '../events/index.ts';
import { roleBadge } from '../members/index.ts';
import { summarizePoll } from '../polls/index.ts';
import {
  buildPostLink,
  canEditPost,
  categoryDisplayName,
  categoryTone,
  formatPostTime,
  isPostHidden,
  POST_HIGHLIGHT_MS,
  type Post,
} from '../posts/index.ts';

/** Who reads a card and whether it just arrived live. */
export type PostCardReader = {
  now: Date;
  /** The reader; undefined when anonymous. */
  currentUserId: UserId | undefined;
  /** The app's origin, for the share link. */
  origin: string;
  isHighlighted?: boolean;
};

/**
 * What a post card shows beyond the post itself, every rule of the spec applied: the author's role,
 * the relative time, the category's label and tone, edit and delete for the author only (Roles and
 * permissions), hidden after 5 downvotes or a flag (States and transitions), the share link, the poll
 * summary, the event date and the live highlight.
 */
export function postCardView(post: Post, reader: PostCardReader) {
  const { now, currentUserId, origin, isHighlighted = false } = reader;
  return {
    authorRole: roleBadge(post.author.roleName, 'comment'),
    timeLabel: post.createdAt ? formatPostTime(now, post.createdAt) : undefined,
    categoryLabel: categoryDisplayName(post.category),
    categoryTone: categoryTone(post.category),
    isSignedIn: currentUserId !== undefined,
    canEdit: canEditPost(post, currentUserId),
    isHidden: isPostHidden(post),
    // spec 3: Own report: the wire's flagged_by lists at most the reader's own id.
    isReportedByReader: currentUserId !== undefined && post.flaggedBy.includes(currentUserId),
    shareUrl: buildPostLink(origin, post.id),
    pollSummary: post.kind === 'poll' ? summarizePoll(post.pollOptions, currentUserId) : undefined,
    eventDateLabel: post.eventDate ? formatEventDate(post.eventDate) : undefined,
    highlightMs: isHighlighted ? POST_HIGHLIGHT_MS : undefined,
  };
}

/** A card's computed view (postCardView's answer). */
export type PostCardView = ReturnType<typeof postCardView>;
