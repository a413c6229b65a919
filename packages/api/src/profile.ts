// Profile (spec: API contract): one member's profile, editing one's own, and the avatar images.
import type { WireUser } from '@vizinhos/domain';
import { accountPaths, type ProfileFlags, readUser } from './accounts.ts';
import { type ApiResult, apiPrefix, type Http, query } from './http.ts';

/** Paths of the profile calls (one's own is accountPaths.me). */
export const profilePaths = {
  images: `${apiPrefix}/images`,
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

/** The profile calls of the client. */
export function profileCalls(http: Http) {
  return {
    /** GET users/{id} with the profile flags; 404 reads "Usuário não encontrado". */
    user: (id: string, flags: ProfileFlags = {}): Promise<ApiResult<WireUser>> =>
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
  };
}
