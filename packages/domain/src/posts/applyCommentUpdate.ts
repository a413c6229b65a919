import type { WireCommentUpdate } from '../comments/index.ts';
import { type Comment, normalizeComment } from '../comments/index.ts';
import { readCount } from '../common/index.ts';
import { mapCommentTree } from './mapCommentTree.ts';
import type { Post } from './normalizePost.ts';
import { readPayloadId } from './readPayloadId.ts';

function insertReply(comments: Comment[], parentId: Comment['parentId'], reply: Comment): Comment[] {
  return mapCommentTree(comments, (comment) =>
    comment.id === parentId
      ? { ...comment, replies: [...comment.replies, reply], replyCount: comment.replyCount + 1 }
      : comment,
  );
}

/**
 * Applies a live comment_update or comment notification (spec: States and transitions): an edited comment is replaced
 * where it stands (keeping the reader's vote and loaded replies); a new one joins its parent's
 * replies or the front of the post's comments, and the post's count grows.
 */
export function applyCommentUpdate<P extends Pick<Post, 'id' | 'comments' | 'commentCount'>>(
  posts: P[],
  message: WireCommentUpdate,
): P[] {
  if (message.comment === undefined || message.comment === null) return posts;
  const incoming = normalizeComment(message.comment);
  const postId = readPayloadId<'Post'>(message.post, message.post_id ?? message.comment.post_id);
  if (incoming === undefined || postId === undefined) return posts;
  const index = posts.findIndex((post) => post.id === postId);
  const post = posts[index];
  if (post === undefined) return posts;

  const replaced = mapCommentTree(post.comments, (comment) =>
    comment.id === incoming.id
      ? { ...incoming, myVote: comment.myVote, replies: comment.replies, isDeleted: comment.isDeleted }
      : comment,
  );
  const serverCount = message.post?.comment_total_full ?? message.post?.comment_total;
  let comments = replaced;
  let commentCount = post.commentCount;
  if (replaced === post.comments) {
    const underParent =
      incoming.parentId === undefined
        ? post.comments
        : insertReply(post.comments, incoming.parentId, incoming);
    comments = underParent === post.comments ? [incoming, ...post.comments] : underParent;
    commentCount += 1;
  }
  if (typeof serverCount === 'number') commentCount = readCount(serverCount);
  const next = posts.slice();
  next[index] = { ...post, comments, commentCount };
  return next;
}
