// Profile (spec: API contract): one member's profile, editing one's own, the avatar images, and the
// account settings (change password, "Baixar meus dados").
import type { WireProfileUser, WireUser } from '@vizinhos/domain';
import { accountPaths, type ProfileFlags, readUser } from './accounts.ts';
import { type ApiResult, apiPrefix, type Http, query } from './http.ts';

/** Paths of the profile calls (one's own is accountPaths.me). */
export const profilePaths = {
  images: `${apiPrefix}/images`,
  /** PUT: change one's password (current, new, confirmation); other sessions end. */
  mePassword: `${apiPrefix}/users/me/password`,
  /** GET: everything the server holds about the resident, as a JSON attachment. */
  meExport: `${apiPrefix}/users/me/export`,
} as const;

/** Path of one user's profile. */
export function userPath(id: string): string {
  return `${accountPaths.users}/${encodeURIComponent(id)}`;
}

/** Largest upload accepted (the hint "max 10MB", enforced by the server). */
export const maxUploadBytes = 10 * 1024 * 1024;

/** PUT users/me, multipart: every field optional. */
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

/** PUT users/me/password, JSON. */
export type ChangePasswordBody = {
  user: { current_password: string; password: string; password_confirmation: string };
};

/** GET users/me/export: the resident's data; every list holds only the resident's own rows. */
export type AccountExport = {
  format: string;
  exported_at: string;
  /** What the document holds, in Portuguese. */
  about: string;
  profile: Record<string, unknown>;
  [table: string]: unknown;
};

/** The profile calls of the client. */
export function profileCalls(http: Http) {
  return {
    /** GET users/{id} with the profile flags; 404 reads "Usuário não encontrado". */
    user: (id: string, flags: ProfileFlags = {}): Promise<ApiResult<WireProfileUser>> =>
      readUser(http, 'user', { method: 'GET', path: `${userPath(id)}${query(flags)}` }),

    /** PUT users/me as multipart: fields under user[...], avatar as user[avatar]. */
    updateMe(input: UpdateMeInput): Promise<ApiResult<WireUser>> {
      const form = new FormData();
      for (const key of ['username', 'first_name', 'last_name', 'summary'] as const) {
        const value = input[key];
        if (value !== undefined) form.set(updateMeFields[key], value);
      }
      if (input.avatar) form.set(updateMeFields.avatar, input.avatar, 'avatar.png');
      const call = input.avatar ? 'updateAvatar' : 'updateMe';
      return readUser(http, call, { method: 'PUT', path: accountPaths.me, body: form });
    },

    /** PUT users/me/password: on success this browser gets a fresh session and every other one ends. */
    changePassword: (current: string, password: string, confirmation: string): Promise<ApiResult<true>> =>
      http.acknowledge('PUT', profilePaths.mePassword, 'changePassword', undefined, {
        user: { current_password: current, password, password_confirmation: confirmation },
      } satisfies ChangePasswordBody),

    /** GET users/me/export: the resident's data (the same address works as a download link). */
    exportMyData: (): Promise<ApiResult<AccountExport>> =>
      http.read<AccountExport>('GET', profilePaths.meExport, 'exportMyData'),
  };
}
