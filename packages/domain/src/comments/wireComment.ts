import type { WireId } from '../common/index.ts';

// Wire shape of a comment (spec: Entities and their fields), loose like the post: fields vary between answers.

/** The author as a comment carries it (spec: Entities and their fields: username, avatar, role with name). */
export type WireCommentUser = {
  _id?: WireId;
  id?: WireId;
  username?: string;
  avatar?: string | null;
  role?: { name?: string | null } | null;
};

/** A comment or a reply (spec: Entities and their fields). */
export type WireComment = {
  _id?: WireId;
  id?: WireId;
  text?: string | null;
  body?: string | null;
  user?: WireCommentUser | null;
  created_at?: string | null;
  upvotes?: number | null;
  downvotes?: number | null;
  myvote?: { direction?: 'up' | 'down' | string | null } | null;
  replies?: readonly WireComment[] | null;
  /** Total replies under this comment (spec: Entities and their fields). */
  comment_total?: number | null;
  /** The parent comment id; answers spell it either way. */
  comment_id?: WireId | null;
  parent_id?: WireId | null;
  post_id?: WireId | null;
  /** The author deleted it: it keeps its place and replies (spec: States and transitions). */
  deleted?: boolean | null;
};

/** comment_update, and the comment notification's payload (spec: States and transitions: with comment and post). */
export type WireCommentUpdate = {
  comment?: WireComment | null;
  post?: {
    _id?: WireId;
    id?: WireId;
    comment_total?: number | null;
    comment_total_full?: number | null;
  } | null;
  post_id?: WireId | null;
};

/** comment_delete (spec: States and transitions): the comment (or its id) and its post. */
export type WireCommentDelete = {
  comment?: WireComment | WireId | null;
  comment_id?: WireId | null;
  post?: { _id?: WireId; id?: WireId } | WireId | null;
  post_id?: WireId | null;
};
