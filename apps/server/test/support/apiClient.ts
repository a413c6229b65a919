// The packages/api client against a test server, as the browser uses it: a cookie jar standing in
// for credentials: 'include', a signed-in client per resident, and the value of a call that must succeed.
import { type ApiClient, createApiClient } from '@vizinhos/api';
import { expect } from 'vitest';
import { type TestServer, testPassword } from './testServer.ts';

/** A fetch with a cookie jar, standing in for the browser's credentials: 'include'. */
export function browserFetch(): typeof fetch {
  let cookie = '';
  return async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    const set = response.headers.getSetCookie().find((line) => line.startsWith('vz_session='));
    if (set) cookie = set.split(';')[0] ?? '';
    return response;
  };
}

/** A client of `server` signed in as `username` (the test password). */
export async function signedInClient(server: TestServer, username: string): Promise<ApiClient> {
  const api = createApiClient({ baseUrl: server.url, fetch: browserFetch() });
  expect((await api.signIn(username, testPassword)).ok).toBe(true);
  return api;
}

/** The value of a call that must succeed. */
export function must<T>(result: { ok: true; value: T } | { ok: false; status: number; error: string }): T {
  if (!result.ok) throw new Error(`call failed: ${result.status} ${result.error}`);
  return result.value;
}
