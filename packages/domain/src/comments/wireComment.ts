import type { WireId } from '../common/index.ts';

// Wire shape of a comment (doc 2 §3), loose like the post: fields vary between answers.

/** The author as a comment carries it (doc 2 §3: username, avatar, role with name). */
export type WireCommentUser = {
  _id?: WireId;
  id?: WireId;
  username?: string;
  avatar?: string | null;
  role?: { name?: string | null } | null;
};

/** A comment or a reply (doc 2 §3). */
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
  /** Total replies under this comment (doc 2 §3). */
  comment_total?: number | null;
  /** The parent comment id; answers spell it either way. */
  comment_id?: WireId | null;
  parent_id?: WireId | null;
  post_id?: WireId | null;
};

/** comment_update, and the comment notification's payload (doc 2 §4: with comment and post). */
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

/** comment_delete (doc 2 §4): the comment (or its id) and its post. */
export type WireCommentDelete = {
  comment?: WireComment | WireId | null;
  comment_id?: WireId | null;
  post?: { _id?: WireId; id?: WireId } | WireId | null;
  post_id?: WireId | null;
};
