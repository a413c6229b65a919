import type { Comment, CommentId, UserId, WireComment } from '@vizinhos/domain';
import { minutesAgo } from './clock.ts';

/** A top-level comment by João Pereira, 15 minutes old; override anything. */
export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'comment-1' as CommentId,
    text: 'Ótima iniciativa! Posso levar as mesas dobráveis do condomínio.',
    author: { id: 'user-joao' as UserId, username: 'joao.pereira', avatar: undefined, roleName: undefined },
    createdAt: minutesAgo(15),
    upvotes: 3,
    downvotes: 0,
    myVote: 'none',
    replies: [],
    replyCount: 0,
    parentId: undefined,
    isDeleted: false,
    ...overrides,
  };
}

/** A thread nested `depth` levels deep under one comment (replies of replies). */
export function makeCommentThread(depth: number, overrides: Partial<Comment> = {}): Comment {
  const authors = ['ana.lima', 'carlos.mendes', 'beatriz.rocha', 'diego.alves', 'elisa.castro'];
  let reply: Comment | undefined;
  for (let level = depth; level >= 1; level -= 1) {
    reply = makeComment({
      id: `comment-${level + 1}` as CommentId,
      parentId: `comment-${level}` as CommentId,
      text: `Resposta no nível ${level}: combinado, eu ajudo também.`,
      author: {
        id: `user-${level}` as UserId,
        username: authors[level % authors.length]!,
        avatar: undefined,
        roleName: undefined,
      },
      createdAt: minutesAgo(15 - level),
      replies: reply ? [reply] : [],
      replyCount: reply ? 1 : 0,
    });
  }
  return makeComment({ replies: reply ? [reply] : [], replyCount: reply ? 1 : 0, ...overrides });
}

/** The wire shape of a comment (doc 2 §3), for handlers and api tests. */
export function makeWireComment(overrides: Partial<WireComment> = {}): WireComment {
  return {
    _id: { $oid: 'comment-1' },
    text: 'Ótima iniciativa! Posso levar as mesas dobráveis do condomínio.',
    user: { _id: { $oid: 'user-joao' }, username: 'joao.pereira', avatar: null, role: null },
    created_at: minutesAgo(15),
    upvotes: 3,
    downvotes: 0,
    myvote: null,
    replies: [],
    comment_total: 0,
    ...overrides,
  };
}
