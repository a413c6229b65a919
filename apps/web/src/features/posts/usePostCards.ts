import type { Post } from '@vizinhos/domain';
import type { PostCardProps } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { currentUserAtom } from '../accounts/index.ts';
import { deletePostAtom, editPostAtom, flagPostAtom, votePostAtom } from './actions.ts';
import { postCardProps } from './postCardProps.ts';
import { sharePostLink } from './sharePostLink.ts';
import { highlightedPostsAtom, pendingVotesAtom } from './state.ts';

/**
 * Turns posts into the props of their cards: what each shows (the domain's rules, the reader's
 * pending vote, the live highlight) and what each does (vote, flag, share, edit, delete).
 */
export function usePostCards(): (posts: readonly Post[]) => PostCardProps[] {
  const user = useAtomValue(currentUserAtom);
  const pendingVotes = useAtomValue(pendingVotesAtom);
  const highlighted = useAtomValue(highlightedPostsAtom);
  const vote = useSetAtom(votePostAtom);
  const flag = useSetAtom(flagPostAtom);
  const edit = useSetAtom(editPostAtom);
  const remove = useSetAtom(deletePostAtom);
  return useCallback(
    (posts) => {
      const now = new Date();
      return posts.map((post) => ({
        ...postCardProps(post, {
          now,
          currentUserId: user?.id,
          origin: window.location.origin,
          isHighlighted: highlighted.has(post.id),
          pendingVote: pendingVotes[post.id] ?? null,
        }),
        onVote: (input) => void vote(input),
        onFlag: (input) => void flag(input),
        onShare: ({ url }) => sharePostLink({ url, title: post.title }),
        // The post editor (its own issue) opens in edit mode on editingPostAtom.
        onEdit: (input) => edit(input),
        onDelete: (input) => void remove(input),
      }));
    },
    [user?.id, pendingVotes, highlighted, vote, flag, edit, remove],
  );
}
