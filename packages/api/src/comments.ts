// Comments (spec: Calls): a post's comments and a comment's replies by pages of 5, writing, editing
// and deleting one's own, and votes on them. Everyone, the voter too, gets the new counts by the
// live vote_update and comment_update; the answers here serve callers whose live link is down.
import type { CommentNudgeOutcome, WireComment, WireId } from '@vizinhos/domain';
import type { ApiCall } from './errors.ts';
import { readAnswerKey } from './errors.ts';
import { type Answer, type ApiResult, apiPrefix, type Http, query, type WriteOptions } from './http.ts';
import { postPath } from './posts.ts';

/** Longest comment text the server keeps (ours: the spec names no limit; a long reply fits well inside). */
export const COMMENT_TEXT_MAX = 5_000;

/** Field names of POST comments (spec: Calls: form `comment[text]`, optional `comment_id` parent). */
export const commentFormFields = { text: 'comment[text]', parentId: 'comment_id' } as const;

/**
 * Path of the comment box's nudge outcomes (ours, the spec has no such call): POST one
 * outcome, GET the area's counts (the founder only).
 */
export const commentNudgesPath = `${apiPrefix}/comments/nudges`;

/** Answer of GET comments/nudges: the area's outcomes over the last `days` days. */
export type CommentNudgeFigures = { days: number; edited: number; sent_anyway: number; dismissed: number };

/** Path of a post's comments (GET a page, POST a new one). */
export function commentsPath(postId: string): string {
  return `${postPath(postId)}/comments`;
}

/** Path of one comment (PUT to edit, DELETE). */
export function commentPath(postId: string, commentId: string): string {
  return `${commentsPath(postId)}/${encodeURIComponent(commentId)}`;
}

/** Path of PUT .../comments/{commentId}/upvote or /downvote (the direction in the path). */
export function commentVotePath(postId: string, commentId: string, direction: 'up' | 'down'): string {
  return `${commentPath(postId, commentId)}/${direction === 'up' ? 'upvote' : 'downvote'}`;
}

/** Path of DELETE posts/{id}/vote, which with `comment_id` removes a comment vote (spec: Calls). */
export function postVotePath(postId: string): string {
  return `${postPath(postId)}/vote`;
}

/** Query of GET comments: the page (from 1) and, for a comment's replies, the parent's id. */
export type CommentsQuery = { page?: number; parentId?: string };

/**
 * One page of GET comments: top-level comments newest first, or a comment's replies oldest first;
 * each with its first replies nested (`replies`, `comment_total`). A page of exactly
 * COMMENT_PAGE_SIZE (domain) may be followed by more (spec: Business constants and limits).
 */
export type CommentsPage = {
  comments: WireComment[];
  meta: { page: number; per_page: number; total: number };
};

/**
 * A post's comment counts: `comment_count` and `comment_total_full` count every comment, replies
 * included (deleted ones keep their place, so they count); `comment_total` counts the top level.
 */
export type WireCommentCounts = {
  _id: { $oid: string };
  id: string;
  comment_count: number;
  comment_total: number;
  comment_total_full: number;
};

/** Answer of POST comments (spec: Calls: comment and post). */
export type CreateCommentAnswer = { comment: WireComment; post: WireCommentCounts };

/** Answer of PUT comments/{commentId} (spec: Calls: comment). */
export type CommentAnswer = { comment: WireComment };

/** Answer of a comment vote and its removal: the same fields as the live vote_update. */
export type CommentVoteAnswer = {
  comment_id: string;
  post_id: string;
  upvotes: number;
  downvotes: number;
  new_direction: 'up' | 'down' | 'none';
  voter: { _id: WireId; id: string; username: string };
};

/** A comment to write: its text and, for a reply, the parent comment's id. */
export type CommentInput = { text: string; parentId?: string };

/** Reads an answer with its comment under `comment`; an answer without it is invalid. */
function readComment<T extends { comment: WireComment }>(call: ApiCall, answer: Answer | null): ApiResult<T> {
  return readAnswerKey<T>(call, answer, 'comment', { take: 'body' });
}

/** The comments calls of the client. */
export function commentCalls(http: Http) {
  return {
    /** GET comments?comment_page={n}[&comment_id={parent}]: a page of 5 (spec: Calls). */
    listComments(
      postId: string,
      { page = 1, parentId }: CommentsQuery = {},
    ): Promise<ApiResult<CommentsPage>> {
      const search = query({ comment_page: page, comment_id: parentId });
      return http.read<CommentsPage>('GET', `${commentsPath(postId)}${search}`, 'listComments');
    },

    /** POST comments as a form with `comment[text]` and, for a reply, `comment_id`. */
    async createComment(
      postId: string,
      input: CommentInput,
      options?: WriteOptions,
    ): Promise<ApiResult<CreateCommentAnswer>> {
      const form = new URLSearchParams({ [commentFormFields.text]: input.text });
      if (input.parentId !== undefined) form.set(commentFormFields.parentId, input.parentId);
      const answer = await http.send('POST', commentsPath(postId), form, undefined, options);
      return readComment<CreateCommentAnswer>('createComment', answer);
    },

    /** PUT comments/{commentId} with JSON `comment.text`; author only. */
    async updateComment(postId: string, commentId: string, text: string): Promise<ApiResult<CommentAnswer>> {
      const answer = await http.send('PUT', commentPath(postId, commentId), undefined, { comment: { text } });
      return readComment<CommentAnswer>('updateComment', answer);
    },

    /** DELETE comments/{commentId}; author only. The comment stays in its place, read "[Deleted]". */
    deleteComment: (postId: string, commentId: string): Promise<ApiResult<true>> =>
      http.acknowledge('DELETE', commentPath(postId, commentId), 'deleteComment'),

    /** PUT .../upvote or /downvote; pressing the direction already chosen removes the vote. */
    voteComment: (
      postId: string,
      commentId: string,
      direction: 'up' | 'down',
      options?: WriteOptions,
    ): Promise<ApiResult<CommentVoteAnswer>> =>
      http.read<CommentVoteAnswer>(
        'PUT',
        commentVotePath(postId, commentId, direction),
        'voteComment',
        undefined,
        undefined,
        options,
      ),

    /** POST comments/nudges with JSON `outcome`: what became of one nudge; never the text. */
    countCommentNudge: (outcome: CommentNudgeOutcome): Promise<ApiResult<true>> =>
      http.acknowledge('POST', commentNudgesPath, 'countCommentNudge', undefined, { outcome }),

    /** GET comments/nudges: the area's nudge outcomes, for its founder. */
    commentNudgeFigures: (): Promise<ApiResult<CommentNudgeFigures>> =>
      http.read<CommentNudgeFigures>('GET', commentNudgesPath, 'commentNudgeFigures'),

    /** DELETE posts/{id}/vote with JSON `comment_id`: removes one's vote on that comment. */
    removeCommentVote: (
      postId: string,
      commentId: string,
      options?: WriteOptions,
    ): Promise<ApiResult<CommentVoteAnswer>> =>
      http.read<CommentVoteAnswer>(
        'DELETE',
        postVotePath(postId),
        'removeCommentVote',
        undefined,
        { comment_id: commentId },
        options,
      ),
  };
}
