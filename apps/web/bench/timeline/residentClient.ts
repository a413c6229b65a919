// A resident signed in from node, for the timeline bench: the app's own API client over a fetch
// that keeps the session cookie the server sets (node's fetch has no cookie jar).
import { type ApiClient, createApiClient } from '@vizinhos/api';

/** The demo login every seeded resident shares (apps/server's seed). */
export const demoPassword = 'demo1234';

/** Signs `username` in on the server at `baseUrl`; the client then sends that session with every call. */
export async function signInResident(baseUrl: string, username: string): Promise<ApiClient> {
  const cookies = new Map<string, string>();
  const fetchWithCookie: typeof fetch = async (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0)
      headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const split = pair.indexOf('=');
      if (split > 0) cookies.set(pair.slice(0, split).trim(), pair.slice(split + 1).trim());
    }
    return response;
  };
  const client = createApiClient({ baseUrl, fetch: fetchWithCookie });
  const answer = await client.signIn(username, demoPassword);
  if (!answer.ok) throw new Error(`${username} could not sign in: ${answer.status} ${answer.error}`);
  return client;
}
