import { type Post, type PostCardReader, postCardView } from '@vizinhos/domain';
import type { PostCardProps } from '@vizinhos/ui';

/** Who reads and what state the timeline keeps for a card. */
export type CardContext = PostCardReader & { pendingVote: 'up' | 'down' | null };

/** What a card shows: the domain's view of the post (the card itself is pure) and the vote in flight. */
export function postCardProps(post: Post, { pendingVote, ...reader }: CardContext): PostCardProps {
  return { post, ...postCardView(post, reader), pendingVote };
}
