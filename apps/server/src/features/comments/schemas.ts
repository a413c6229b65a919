// Request and response schemas (TypeBox) of the comments routes (spec: Calls). Shapes only: the
// text's rules (not blank, not too long) are worded by readCommentText. Response schemas describe
// the contract (the OpenAPI document, the fuzz suite).
import { commentFormFields } from '@vizinhos/api';
import { type Static, Type } from 'typebox';
import { errorResponses, idParams, nullable, oidSchema, okResponse } from '../../http/schemaParts.ts';

const id = Type.String({ minLength: 1, maxLength: 64 });
const postParams = idParams('id');
const commentParams = idParams('id', 'commentId');
// Long enough for any text the handler then refuses in Portuguese as too long.
const anyText = Type.Optional(Type.String({ maxLength: 100_000 }));
const direction = Type.Unsafe<'up' | 'down'>({ type: 'string', enum: ['up', 'down'] });

const wireUser = Type.Object({
  _id: oidSchema,
  id: Type.String(),
  username: Type.String(),
  avatar: Type.Optional(nullable(Type.String())),
  role: Type.Optional(Type.Object({ name: Type.Optional(Type.String()) })),
});

/** A comment's author as the server sends it. */
export type WireCommentUserOut = Static<typeof wireUser>;

/** A comment on the wire (spec: Entities and their fields); `replies` holds comments of this shape. */
const wireComment = Type.Object(
  {
    _id: oidSchema,
    id: Type.String(),
    post_id: Type.String(),
    comment_id: Type.Optional(nullable(Type.String())),
    text: Type.String(),
    user: wireUser,
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.Optional(Type.String({ format: 'date-time' })),
    upvotes: Type.Integer(),
    downvotes: Type.Integer(),
    myvote: Type.Optional(nullable(Type.Object({ direction: Type.Optional(direction) }))),
    replies: Type.Array(Type.Unsafe<object>({ type: 'object' })),
    comment_total: Type.Optional(Type.Integer()),
    deleted: Type.Optional(Type.Boolean()),
  },
  { title: 'Comment' },
);

/** A comment's fields as the server sends them (toWireComment.ts types its replies). */
export type WireCommentFields = Static<typeof wireComment>;

/** A post's comment counts, as POST comments and the live messages carry them. */
const wireCounts = Type.Object({
  _id: oidSchema,
  id: Type.String(),
  comment_count: Type.Integer(),
  comment_total: Type.Integer(),
  comment_total_full: Type.Integer(),
});

/** GET posts/{id}/comments?comment_page={n}[&comment_id={parent}]: a page of 5. */
export const listCommentsSchema = {
  params: postParams,
  querystring: Type.Object({
    comment_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    comment_id: Type.Optional(id),
  }),
  response: {
    200: Type.Object({
      comments: Type.Array(wireComment),
      meta: Type.Object({ page: Type.Integer(), per_page: Type.Integer(), total: Type.Integer() }),
    }),
    ...errorResponses,
  },
} as const;

const commentText = Type.Optional(Type.Object({ text: anyText }));

/** POST posts/{id}/comments: form `comment[text]` and optional `comment_id` (or JSON `comment.text`). */
export const createCommentSchema = {
  params: postParams,
  body: Type.Object({
    [commentFormFields.text]: anyText,
    [commentFormFields.parentId]: Type.Optional(id),
    comment: commentText,
  }),
  response: { 201: Type.Object({ comment: wireComment, post: wireCounts }), ...errorResponses },
} as const;

/** PUT posts/{id}/comments/{commentId}: JSON `comment.text` (or the form's `comment[text]`); author only. */
export const updateCommentSchema = {
  params: commentParams,
  body: Type.Object({ comment: commentText, [commentFormFields.text]: anyText }),
  response: { 200: Type.Object({ comment: wireComment }), ...errorResponses },
} as const;

/** DELETE posts/{id}/comments/{commentId}: author only. */
export const deleteCommentSchema = {
  params: commentParams,
  response: { 200: okResponse, ...errorResponses },
} as const;

const voteAnswer = Type.Object({
  comment_id: Type.String(),
  post_id: Type.String(),
  upvotes: Type.Integer(),
  downvotes: Type.Integer(),
  new_direction: Type.Unsafe<'up' | 'down' | 'none'>({ type: 'string', enum: ['up', 'down', 'none'] }),
  voter: wireUser,
});

/** PUT posts/{id}/comments/{commentId}/upvote and /downvote: no body; the vote_update's fields back. */
export const voteCommentSchema = {
  params: commentParams,
  response: { 200: voteAnswer, ...errorResponses },
} as const;

/** DELETE posts/{id}/vote: JSON `comment_id` (or in the query), removes one's vote on that comment. */
export const removeCommentVoteSchema = {
  params: postParams,
  querystring: Type.Object({ comment_id: Type.Optional(id) }),
  body: nullable(Type.Object({ comment_id: Type.Optional(id) })),
  response: { 200: voteAnswer, ...errorResponses },
} as const;
