// Accounts (spec: API contract): the session, signup with its area lookups, activation and password
// recovery. Quirks kept as the spec has them: one user sits under `users` (or `user`), ids are `{ $oid }`.
import type { MailLinkState, WireArea, WireMunicipality, WireNewArea, WireUser } from '@vizinhos/domain';
import { interpretSignupAnswer, isRecord, MAIL_LINK_SLUGS, readMailLinkState } from '@vizinhos/domain';
import type { ApiCall } from './errors.ts';
import { type ApiResult, apiPrefix, type ErrorBody, type Http, query } from './http.ts';

/** Paths of the accounts calls. */
export const accountPaths = {
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
  geoReverse: `${apiPrefix}/geo/reverse`,
  /** GET invites/{code}: whether an invite code is good (the invite link's page). */
  invites: `${apiPrefix}/invites`,
} as const;

/**
 * The writes made without a session (signing in and up, the mailed links' forms) and signing out:
 * the server keys none of them (only a resident's own writes have keys), so they are sent once.
 */
export const unkeyedWrites: ReadonlySet<string> = new Set([
  accountPaths.signIn,
  accountPaths.loginJson,
  accountPaths.logout,
  accountPaths.users,
  accountPaths.activation,
  accountPaths.forgotPassword,
  accountPaths.password,
]);

/**
 * Web pages the server sends a browser to from a mailed link that cannot do its work
 * (`/ativacao/usado`); a good activation link goes to `/?registrationSuccess=true` (spec: Screens and routes).
 */
export const mailLinkPages = {
  activation: (state: MailLinkState) => `/ativacao/${MAIL_LINK_SLUGS[state]}`,
} as const;

/** A single user, under either key ("users or user"). */
export type UserEnvelope = { users: WireUser } | { user: WireUser };
/** POST users/sign_in, JSON. */
export type SignInBody = { user: string; password: string };
/** POST users/login.json, form. */
export type LoginForm = { username: string; password: string };
/** Answer of users/login.json: user or errors. */
export type LoginAnswer = { user: WireUser } | { errors: string[] };

/** Names of the signup form fields (POST users). */
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
/** What signup may end in besides an error: the user, or a request to pick an area. */
export type SignupOutcome =
  | {
      kind: 'created';
      user: WireUser;
      /** The local mailbox's address, when the server keeps mails there (no SMTP, asked from this computer). */
      mailbox?: string;
    }
  | { kind: 'requires_area_search' };

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
/** A town with no area yet, found by the area search: signup offers to propose an area there. */
export type WireTown = Pick<WireMunicipality, 'id' | 'name' | 'state'>;
/** GET search/areas and GET areas; the search adds the towns without an area that match. */
export type AreasAnswer = { areas: WireArea[]; towns?: WireTown[] };
/** Query of GET areas. */
export type AreasQuery = { area?: string; city?: string; state?: string };
/** Answer of GET geo/reverse: the nearest municipality with known coordinates. */
export type ReverseGeoAnswer = { municipality: WireMunicipality; distance_km: number };
/** Flags of GET users/me and users/{id}. */
export type ProfileFlags = {
  include_area?: boolean;
  include_counts?: boolean;
  include_activity?: boolean;
  include_objectivity?: boolean;
};

/**
 * Path of GET users/me with its query, as `me` sends it (the same default): the server's page of a
 * signed-in address preloads this exact URL, so the browser hands that answer to the session check.
 */
export function mePath(flags: ProfileFlags = { include_area: true }): string {
  return `${accountPaths.me}${query(flags)}`;
}

/** Picks the user out of an envelope that holds it under `users` or `user`. */
export function userOf(body: unknown): WireUser | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as { users?: unknown; user?: unknown };
  const candidate = record.users ?? record.user;
  if (typeof candidate !== 'object' || candidate === null || Array.isArray(candidate)) return undefined;
  return typeof (candidate as WireUser).username === 'string' ? (candidate as WireUser) : undefined;
}

/** A call answered with one user under `users` or `user`. */
export async function readUser(
  http: Http,
  call: ApiCall,
  request: { method: string; path: string; body?: BodyInit; json?: unknown },
): Promise<ApiResult<WireUser>> {
  const answer = await http.send(request.method, request.path, request.body, request.json);
  if (!answer?.ok) return http.fail(call, answer);
  const user = userOf(answer.body);
  return user ? { ok: true, value: user } : http.fail(call, answer, 'invalid');
}

/** A mail link's state: 'valid' when ok, else the refusal's `code`; a network failure is an error. */
async function readLinkState(http: Http, call: ApiCall, path: string): Promise<ApiResult<MailLinkState>> {
  const answer = await http.send('GET', path);
  if (answer === null || answer.status >= 500) return http.fail(call, answer);
  if (answer.ok) return { ok: true, value: 'valid' };
  return { ok: true, value: readMailLinkState(isRecord(answer.body) ? answer.body.code : undefined) };
}

/** The accounts calls of the client. */
export function accountCalls(http: Http) {
  return {
    /** GET users/me: the signed-in user, or status 401 when nobody is. */
    me: (flags?: ProfileFlags) => readUser(http, 'me', { method: 'GET', path: mePath(flags) }),

    /** POST users/sign_in with an e-mail or a username. */
    signIn: (user: string, password: string): Promise<ApiResult<WireUser>> =>
      readUser(http, 'signIn', { method: 'POST', path: accountPaths.signIn, json: { user, password } }),

    /** POST users/login.json as a form: user, or the joined errors. */
    loginForm: (username: string, password: string) =>
      readUser(http, 'loginForm', {
        method: 'POST',
        path: accountPaths.loginJson,
        body: new URLSearchParams({ username, password }),
      }),

    /** DELETE users/logout; callers clear local state whatever the answer. */
    logout: () => http.acknowledge('DELETE', accountPaths.logout, 'logout'),

    /** POST users as a form; the answer is read by domain's interpretSignupAnswer. */
    async signUp(input: SignupInput): Promise<ApiResult<SignupOutcome>> {
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(input)) {
        if (value === undefined) continue;
        form.set(key, key === 'new_area' ? JSON.stringify(value) : String(value));
      }
      const answer = await http.send('POST', accountPaths.users, form);
      if (answer === null) return http.fail('signUp', answer);
      const outcome = interpretSignupAnswer(answer.status, answer.body);
      if (outcome.kind === 'failed') return http.fail('signUp', answer);
      if (outcome.kind === 'areaSearchRequired') return { ok: true, value: { kind: 'requires_area_search' } };
      const user = userOf(answer.body);
      if (!user) return http.fail('signUp', answer, 'invalid');
      const mailbox = isRecord(answer.body) ? answer.body.mailbox : undefined;
      return {
        ok: true,
        value: { kind: 'created', user, ...(typeof mailbox === 'string' && mailbox ? { mailbox } : {}) },
      };
    },

    /** PUT users/me/area. */
    /** PUT users/me/area (Mudei de endereço): the new area, confirmed with the current password. */
    changeArea: (areaId: string, password: string) =>
      readUser(http, 'changeArea', {
        method: 'PUT',
        path: accountPaths.meArea,
        json: { area_id: areaId, password },
      }),

    /** POST forgot_password as a form. */
    forgotPassword: (email: string) =>
      http.acknowledge('POST', accountPaths.forgotPassword, 'forgotPassword', new URLSearchParams({ email })),

    /** PATCH users/password with the e-mailed token; the server's errors are joined. */
    resetPassword: (token: string, password: string, confirmation: string): Promise<ApiResult<true>> =>
      http.acknowledge('PATCH', accountPaths.password, 'resetPassword', undefined, {
        user: { reset_password_token: token, password, password_confirmation: confirmation },
      }),

    /** GET users/password?reset_password_token=: what the mailed reset link is, without spending it. */
    checkResetToken: (token: string) =>
      readLinkState(
        http,
        'checkResetToken',
        `${accountPaths.password}${query({ reset_password_token: token })}`,
      ),

    /** GET invites/{code}: whether the invite link's code is good ('valid' or 'invalid'). */
    checkInvite: (code: string) =>
      readLinkState(http, 'checkInvite', `${accountPaths.invites}/${encodeURIComponent(code)}`),

    /** GET search/areas?q= */
    searchAreas: (q: string) =>
      http.read<AreasAnswer>('GET', `${accountPaths.searchAreas}${query({ q })}`, 'searchAreas'),

    /** GET areas?area=&city=&state= */
    findAreas: (q: AreasQuery) =>
      http.read<AreasAnswer>('GET', `${accountPaths.areas}${query(q)}`, 'findAreas'),

    /** GET geo/reverse: the nearest municipality to the coordinates (replaces the browser geocoder). */
    reverseGeocode: (lat: number, lon: number) =>
      http.read<ReverseGeoAnswer>(
        'GET',
        `${accountPaths.geoReverse}${query({ lat, lon })}`,
        'reverseGeocode',
      ),
  };
}
