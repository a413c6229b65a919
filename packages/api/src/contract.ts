// The wire contract of doc 1 §7 and doc 2 §7 (accounts, areas, members, profile, analyzer):
// one definition that the client sends and the server answers. Quirks kept as the spec has them:
// a single user sits under `users` (or `user`), ids are `{ $oid }`, lists carry `meta.total_count`.
import type { PolygonPoint, WireArea, WireMunicipality, WireNewArea, WireUser } from '@vizinhos/domain';

/** Prefix of every HTTP call. */
export const apiPrefix = '/api/v1';

/** Every path of this contract, relative to the server's origin. */
export const apiPaths = {
  me: `${apiPrefix}/users/me`,
  signIn: `${apiPrefix}/users/sign_in`,
  loginJson: `${apiPrefix}/users/login.json`,
  logout: `${apiPrefix}/users/logout`,
  users: `${apiPrefix}/users`,
  activation: `${apiPrefix}/users/activation`,
  meArea: `${apiPrefix}/users/me/area`,
  forgotPassword: `${apiPrefix}/forgot_password`,
  password: `${apiPrefix}/users/password`,
  searchAreas: `${apiPrefix}/search/areas`,
  areas: `${apiPrefix}/areas`,
  usersSearch: `${apiPrefix}/users/search`,
  areaPolygon: `${apiPrefix}/users/me/area_polygon`,
  analyzer: `${apiPrefix}/analyzer`,
  geoReverse: `${apiPrefix}/geo/reverse`,
  images: `${apiPrefix}/images`,
} as const;

/** Path of one user's profile. */
export function userPath(id: string): string {
  return `${apiPaths.users}/${encodeURIComponent(id)}`;
}

/** Largest upload accepted (doc 2 §5 hint "max 10MB", enforced by the server). */
export const maxUploadBytes = 10 * 1024 * 1024;

/** A single user, under either key (doc 1 §3 "users or user"). */
export type UserEnvelope = { users: WireUser } | { user: WireUser };
/** One page of members (doc 1 §7 GET users, GET users/search). */
export type UsersPage = { users: WireUser[]; meta: { total_count: number } };
/** The error body of every refused call. */
export type ErrorBody = { error: string; code?: string };

/** POST users/sign_in, JSON (doc 1 §7). */
export type SignInBody = { user: string; password: string };
/** POST users/login.json, form (doc 1 §7). */
export type LoginForm = { username: string; password: string };
/** Answer of users/login.json: user or errors. */
export type LoginAnswer = { user: WireUser } | { errors: string[] };

/** Names of the signup form fields (doc 1 §7 POST users). */
export type SignupForm = {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirm: string;
  lat?: string;
  lon?: string;
  org_code?: string;
  invite_code?: string;
  area_id?: string;
  /** JSON of a WireNewArea proposal. */
  new_area?: string;
};
/** Fields of a signup before they are flattened into the form. */
export type SignupInput = Omit<SignupForm, 'lat' | 'lon' | 'new_area'> & {
  lat?: number;
  lon?: number;
  new_area?: WireNewArea;
};
/** Answer of POST users. */
export type SignupAnswer =
  | { users: WireUser }
  | { requires_area_search: true; error?: string }
  | { validationError: string }
  | ErrorBody;

/** PUT users/me/area, JSON. */
export type ChangeAreaBody = { area_id: string };
/** POST forgot_password, form. */
export type ForgotPasswordForm = { email: string };
/** PATCH users/password, JSON. */
export type ResetPasswordBody = {
  user: { reset_password_token: string; password: string; password_confirmation: string };
};
/** Answer of PATCH users/password. */
export type ResetPasswordAnswer = { ok: true } | { errors: string[] };
/** GET search/areas and GET areas. */
export type AreasAnswer = { areas: WireArea[] };
/** Query of GET areas (doc 1 §7). */
export type AreasQuery = { area?: string; city?: string; state?: string };
/** Flags of GET users/me and users/{id} (doc 2 §7). */
export type ProfileFlags = {
  include_area?: boolean;
  include_counts?: boolean;
  include_activity?: boolean;
  include_objectivity?: boolean;
};
/** Query of GET users and users/search. */
export type MembersQuery = { q?: string; page?: number; per_page?: number; area_id?: string };
/** PUT users/me, multipart (doc 2 §7): every field optional. */
export type UpdateMeInput = {
  username?: string;
  first_name?: string;
  last_name?: string;
  summary?: string;
  avatar?: Blob;
};
/** Field names of PUT users/me. */
export const updateMeFields = {
  username: 'user[username]',
  first_name: 'user[first_name]',
  last_name: 'user[last_name]',
  summary: 'user[summary]',
  avatar: 'user[avatar]',
} as const;
/** POST users/me/area_polygon, JSON. */
export type AreaPolygonBody = { polygon: PolygonPoint[] };
/** Answer of POST analyzer (doc 2 §7). */
export type AnalyzerAnswer = {
  results: { objectivity_score: number; objectivity: number; suggestions: string[] };
};
/** Answer of GET geo/reverse: the nearest municipality with known coordinates. */
export type ReverseGeoAnswer = { municipality: WireMunicipality; distance_km: number };
/** A plain acknowledgement. */
export type OkAnswer = { ok: true };

/** Picks the user out of an envelope that holds it under `users` or `user`. */
export function userOf(body: unknown): WireUser | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as { users?: unknown; user?: unknown };
  const candidate = record.users ?? record.user;
  if (typeof candidate !== 'object' || candidate === null || Array.isArray(candidate)) return undefined;
  return typeof (candidate as WireUser).username === 'string' ? (candidate as WireUser) : undefined;
}
