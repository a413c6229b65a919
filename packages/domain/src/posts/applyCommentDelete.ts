import type { WireCommentDelete } from '../comments/index.ts';
import { mapCommentTree } from './mapCommentTree.ts';
import type { Post } from './normalizePost.ts';
import { POST_CARD_TEXTS } from './posts.texts.ts';
import { readPayloadId } from './readPayloadId.ts';

/**
 * Marks a comment deleted: its text becomes "[Deleted]" and its replies stay (spec: States and transitions). Used for
 * the author's own delete and for a live comment_delete alike.
 */
export function applyCommentDelete<P extends Pick<Post, 'id' | 'comments'>>(
  posts: P[],
  message: WireCommentDelete,
): P[] {
  const commentId = readPayloadId<'Comment'>(message.comment, message.comment_id);
  const postId = readPayloadId<'Post'>(message.post, message.post_id);
  if (commentId === undefined) return posts;
  let changed = false;
  const next = posts.map((post) => {
    if (postId !== undefined && post.id !== postId) return post;
    const comments = mapCommentTree(post.comments, (comment) =>
      comment.id === commentId && !comment.isDeleted
        ? { ...comment, text: POST_CARD_TEXTS.deletedComment, isDeleted: true }
        : comment,
    );
    if (comments === post.comments) return post;
    changed = true;
    return { ...post, comments };
  });
  return changed ? next : posts;
}
