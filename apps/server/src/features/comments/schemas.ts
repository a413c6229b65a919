// Request and response JSON schemas of the comments routes (spec: Calls). Shapes only: the text's
// rules (not blank, not too long) are worded by readCommentText. Response schemas describe the
// contract for the fuzz suite.
import { commentFormFields } from '@vizinhos/api';
import { errorResponses, oidSchema, okResponse } from '../../http/schemaParts.ts';

const id = { type: 'string', minLength: 1, maxLength: 64 } as const;
const postParams = { type: 'object', required: ['id'], properties: { id } } as const;
const commentParams = {
  type: 'object',
  required: ['id', 'commentId'],
  properties: { id, commentId: id },
} as const;
// Long enough for any text the handler then refuses in Portuguese as too long.
const anyText = { type: 'string', maxLength: 100_000 } as const;

const wireUser = {
  type: 'object',
  required: ['_id', 'id', 'username'],
  properties: {
    _id: oidSchema,
    id: { type: 'string' },
    username: { type: 'string' },
    avatar: { type: ['string', 'null'] },
    role: { type: 'object', properties: { name: { type: 'string' } } },
  },
} as const;

/** A comment on the wire (spec: Entities and their fields); `replies` holds comments of this shape. */
const wireComment = {
  type: 'object',
  required: ['_id', 'id', 'post_id', 'text', 'user', 'created_at', 'upvotes', 'downvotes', 'replies'],
  properties: {
    _id: oidSchema,
    id: { type: 'string' },
    post_id: { type: 'string' },
    comment_id: { type: ['string', 'null'] },
    text: { type: 'string' },
    user: wireUser,
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
    upvotes: { type: 'integer' },
    downvotes: { type: 'integer' },
    myvote: { type: ['object', 'null'], properties: { direction: { type: 'string', enum: ['up', 'down'] } } },
    replies: { type: 'array', items: { type: 'object' } },
    comment_total: { type: 'integer' },
    deleted: { type: 'boolean' },
  },
} as const;

/** A post's comment counts, as POST comments and the live messages carry them. */
const wireCounts = {
  type: 'object',
  required: ['_id', 'id', 'comment_count', 'comment_total', 'comment_total_full'],
  properties: {
    _id: oidSchema,
    id: { type: 'string' },
    comment_count: { type: 'integer' },
    comment_total: { type: 'integer' },
    comment_total_full: { type: 'integer' },
  },
} as const;

/** GET posts/{id}/comments?comment_page={n}[&comment_id={parent}]: a page of 5. */
export const listCommentsSchema = {
  params: postParams,
  querystring: {
    type: 'object',
    properties: { comment_page: { type: 'integer', minimum: 1, maximum: 100_000 }, comment_id: id },
  },
  response: {
    200: {
      type: 'object',
      required: ['comments', 'meta'],
      properties: {
        comments: { type: 'array', items: wireComment },
        meta: {
          type: 'object',
          required: ['page', 'per_page', 'total'],
          properties: {
            page: { type: 'integer' },
            per_page: { type: 'integer' },
            total: { type: 'integer' },
          },
        },
      },
    },
    ...errorResponses,
  },
} as const;

/** POST posts/{id}/comments: form `comment[text]` and optional `comment_id` (or JSON `comment.text`). */
export const createCommentSchema = {
  params: postParams,
  body: {
    type: 'object',
    properties: {
      [commentFormFields.text]: anyText,
      [commentFormFields.parentId]: id,
      comment: { type: 'object', properties: { text: anyText } },
    },
  },
  response: {
    201: {
      type: 'object',
      required: ['comment', 'post'],
      properties: { comment: wireComment, post: wireCounts },
    },
    ...errorResponses,
  },
} as const;

/** PUT posts/{id}/comments/{commentId}: JSON `comment.text` (or the form's `comment[text]`); author only. */
export const updateCommentSchema = {
  params: commentParams,
  body: {
    type: 'object',
    properties: {
      comment: { type: 'object', properties: { text: anyText } },
      [commentFormFields.text]: anyText,
    },
  },
  response: {
    200: { type: 'object', required: ['comment'], properties: { comment: wireComment } },
    ...errorResponses,
  },
} as const;

/** DELETE posts/{id}/comments/{commentId}: author only. */
export const deleteCommentSchema = {
  params: commentParams,
  response: { 200: okResponse, ...errorResponses },
} as const;

const voteAnswer = {
  type: 'object',
  required: ['comment_id', 'post_id', 'upvotes', 'downvotes', 'new_direction', 'voter'],
  properties: {
    comment_id: { type: 'string' },
    post_id: { type: 'string' },
    upvotes: { type: 'integer' },
    downvotes: { type: 'integer' },
    new_direction: { type: 'string', enum: ['up', 'down', 'none'] },
    voter: wireUser,
  },
} as const;

/** PUT posts/{id}/comments/{commentId}/upvote and /downvote: no body; the vote_update's fields back. */
export const voteCommentSchema = {
  params: commentParams,
  response: { 200: voteAnswer, ...errorResponses },
} as const;

/** DELETE posts/{id}/vote: JSON `comment_id` (or in the query), removes one's vote on that comment. */
export const removeCommentVoteSchema = {
  params: postParams,
  querystring: { type: 'object', properties: { comment_id: id } },
  body: { type: ['object', 'null'], properties: { comment_id: id } },
  response: { 200: voteAnswer, ...errorResponses },
} as const;
