import type { WireId, WireMeta, WireNamed } from '../common/index.ts';
import type { WirePost } from '../posts/index.ts';

// Wire shapes of doc 1 §3 and §7, loose on purpose: ids arrive plain or as `{ $oid }`, city and
// state arrive as text or as `{ name }`, and most fields are absent from some answers.

/** The user's area as `GET /api/v1/users/me?include_area=true` carries it (doc 1 §3). */
export type WireUserArea = {
  _id?: WireId;
  id?: WireId;
  name?: string | null;
  area_full?: string | null;
  full_name?: string | null;
  latitude?: number | string | null;
  longitude?: number | string | null;
  city?: WireNamed;
  state?: WireNamed;
};

/** A user (doc 1 §3; the profile counters of doc 2 §3 are optional extras). */
export type WireUser = {
  _id?: WireId;
  id?: WireId;
  username?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  /** Only ever sent by the client, on signup (doc 1 §3). */
  password?: string;
  avatar?: string | null;
  image_url?: string | null;
  summary?: string | null;
  role?: { name?: string | null; _id?: WireId } | null;
  area_id?: WireId | null;
  area?: WireUserArea | null;
  created_at?: string | null;
  /** Influence points (doc 1 §3). */
  points?: number | null;
  /** Per-user key of the chat and notification topics (doc 1 §3, §7). */
  stomp_key?: string | null;
  post_count?: number | null;
  comment_count?: number | null;
  average_objectivity?: number | null;
  invite_count?: number | null;
  /** The member's own invite code, sent only on their own profile (doc 2 §2 invites card, §6). */
  invite_code?: string | null;
  activity?: readonly WirePost[] | null;
};

/** An answer carrying one user under `users` or `user` (doc 1 §3, §7), or errors on failure. */
export type WireUserEnvelope = {
  users?: WireUser | readonly WireUser[] | null;
  user?: WireUser | null;
  error?: string | null;
  errors?: readonly string[] | string | null;
};

/** The members list and search answers (doc 1 §7): users and meta.total_count. */
export type WireUsersPage = { users?: readonly WireUser[] | null; meta?: WireMeta | null };

/** The signup answer (doc 1 §7). */
export type WireSignupAnswer = WireUserEnvelope & {
  requires_area_search?: boolean | null;
  validationError?: string | null;
};

/** The user search answer (doc 1 §7): `results` or `users`. */
export type WireUserSearchAnswer = {
  results?: readonly WireUser[] | null;
  users?: readonly WireUser[] | null;
};
