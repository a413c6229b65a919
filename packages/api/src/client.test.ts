import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPaths, createApiClient } from './client.ts';
import { userPath } from './profile.ts';

const maria = { _id: { $oid: 'a1' }, id: 'a1', username: 'maria', role: { name: 'Fundador' } };

describe('credentials (spec: Calls: all calls include credentials)', () => {
  it('every call asks fetch for credentials: include, under the configured base URL', async () => {
    const seen: { url: string; credentials: RequestCredentials | undefined }[] = [];
    const recording = createApiClient({
      baseUrl: 'https://bairro.example',
      fetch: async (input, init) => {
        seen.push({ url: String(input), credentials: init?.credentials });
        return HttpResponse.json({ users: maria });
      },
    });
    await recording.me();
    await recording.signIn('maria', 'x');
    await recording.updateMe({ summary: 'x' });
    await recording.members();
    expect(seen.map((call) => call.credentials)).toEqual(['include', 'include', 'include', 'include']);
    expect(seen.every((call) => call.url.startsWith('https://bairro.example/api/v1/'))).toBe(true);
  });
});
describe('paths (spec: Calls)', () => {
  it('live under /api/v1 and escape ids', () => {
    expect(apiPaths.signIn).toBe('/api/v1/users/sign_in');
    expect(apiPaths.loginJson).toBe('/api/v1/users/login.json');
    expect(userPath('a/b')).toBe('/api/v1/users/a%2Fb');
  });
});
