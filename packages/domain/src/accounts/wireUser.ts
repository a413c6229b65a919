import type { WireId, WireMeta, WireNamed } from '../common/index.ts';
import type { WirePost } from '../posts/index.ts';

// Wire shapes of spec: Entities and their fields, Calls, loose on purpose: ids arrive plain or as `{ $oid }`, city and
// state arrive as text or as `{ name }`, and most fields are absent from some answers.

/** The user's area as `GET /api/v1/users/me?include_area=true` carries it (spec: Entities and their fields). */
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

/** A user (spec: Entities and their fields; the profile counters of spec: Entities and their fields are optional extras). */
export type WireUser = {
  _id?: WireId;
  id?: WireId;
  username?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  /** Only ever sent by the client, on signup (spec: Entities and their fields). */
  password?: string;
  avatar?: string | null;
  image_url?: string | null;
  summary?: string | null;
  role?: { name?: string | null; _id?: WireId } | null;
  area_id?: WireId | null;
  area?: WireUserArea | null;
  created_at?: string | null;
  /** Influence points (spec: Entities and their fields). */
  points?: number | null;
  /** Per-user key of the chat and notification topics (spec: Entities and their fields, Calls). */
  stomp_key?: string | null;
  post_count?: number | null;
  comment_count?: number | null;
  average_objectivity?: number | null;
  invite_count?: number | null;
  /** The member's own invite code, sent only on their own profile (spec: Screens and routes invites card, §6). */
  invite_code?: string | null;
  activity?: readonly WirePost[] | null;
};

/** An answer carrying one user under `users` or `user` (spec: Entities and their fields, Calls), or errors on failure. */
export type WireUserEnvelope = {
  users?: WireUser | readonly WireUser[] | null;
  user?: WireUser | null;
  error?: string | null;
  errors?: readonly string[] | string | null;
};

/** The members list and search answers (spec: Calls): users and meta.total_count. */
export type WireUsersPage = { users?: readonly WireUser[] | null; meta?: WireMeta | null };

/** The signup answer (spec: Calls). */
export type WireSignupAnswer = WireUserEnvelope & {
  requires_area_search?: boolean | null;
  validationError?: string | null;
};

/** The user search answer (spec: Calls): `results` or `users`. */
export type WireUserSearchAnswer = {
  results?: readonly WireUser[] | null;
  users?: readonly WireUser[] | null;
};
