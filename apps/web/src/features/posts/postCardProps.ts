import {
  buildPostLink,
  canEditPost,
  categoryDisplayName,
  categoryTone,
  formatEventDate,
  formatPostTime,
  isPostHidden,
  POST_HIGHLIGHT_MS,
  type Post,
  roleBadge,
  summarizePoll,
  type UserId,
} from '@vizinhos/domain';
import type { PostCardProps } from '@vizinhos/ui';

/** Who reads and what state the timeline keeps for a card. */
export type CardContext = {
  now: Date;
  /** The reader; undefined when anonymous. */
  currentUserId: UserId | undefined;
  /** The app's origin, for the share link. */
  origin: string;
  isHighlighted: boolean;
  pendingVote: 'up' | 'down' | null;
};

/** What a card shows, every rule computed by the domain (the card itself is pure). */
export function postCardProps(post: Post, context: CardContext): PostCardProps {
  const { now, currentUserId, origin, isHighlighted, pendingVote } = context;
  return {
    post,
    authorRole: roleBadge(post.author.roleName, 'comment'),
    timeLabel: post.createdAt ? formatPostTime(now, post.createdAt) : undefined,
    categoryLabel: categoryDisplayName(post.category),
    categoryTone: categoryTone(post.category),
    isSignedIn: currentUserId !== undefined,
    // spec: Roles and permissions: only the author sees edit and delete.
    canEdit: canEditPost(post, currentUserId),
    // spec: States and transitions: 5 downvotes or flagged; the card offers "Mostrar mesmo assim".
    isHidden: isPostHidden(post),
    shareUrl: buildPostLink(origin, post.id),
    pollSummary: post.kind === 'poll' ? summarizePoll(post.pollOptions, currentUserId) : undefined,
    eventDateLabel: post.eventDate ? formatEventDate(post.eventDate) : undefined,
    highlightMs: isHighlighted ? POST_HIGHLIGHT_MS : undefined,
    pendingVote,
  };
}
