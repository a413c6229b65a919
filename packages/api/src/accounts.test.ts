import { accountsDomainTexts } from '@vizinhos/domain';
import fc from 'fast-check';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testBaseUrl, useRecordingServer } from '../mocks/recordingServer.ts';
import { accountPaths, userOf } from './accounts.ts';
import { createApiClient } from './client.ts';

const { capture } = useRecordingServer();
const api = createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] });
const maria = { _id: { $oid: 'a1' }, id: 'a1', username: 'maria', role: { name: 'Fundador' } };
describe('signIn (spec: Calls JSON; spec: Error catalogue error texts)', () => {
  it('posts JSON {user, password} with credentials and reads users or user', async () => {
    const seen = capture('post', accountPaths.signIn, () => HttpResponse.json({ users: maria }));
    expect(await api.signIn('maria@x.com', 'segredo')).toEqual({ ok: true, value: maria });
    expect(seen.request?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(seen.body ?? '')).toEqual({ user: 'maria@x.com', password: 'segredo' });
    capture('post', accountPaths.signIn, () => HttpResponse.json({ user: maria }));
    expect(await api.signIn('maria', 'segredo')).toEqual({ ok: true, value: maria });
  });

  it.each([
    ['401', () => HttpResponse.json({ error: 'x' }, { status: 401 }), accountsDomainTexts.wrongCredentials],
    ['429', () => HttpResponse.json({}, { status: 429 }), accountsDomainTexts.tooManyAttempts],
    [
      'an error mentioning cancelled',
      () => HttpResponse.json({ error: 'account cancelled' }, { status: 403 }),
      accountsDomainTexts.notActivated,
    ],
    [
      'a code mentioning cancelled',
      () => HttpResponse.json({ error: 'x', code: 'account_cancelled' }, { status: 403 }),
      accountsDomainTexts.notActivated,
    ],
    [
      'a server error with text',
      () => HttpResponse.json({ error: 'Servidor em manutenção' }, { status: 503 }),
      'Servidor em manutenção',
    ],
    [
      'a server error without text',
      () => new HttpResponse('<html>', { status: 500 }),
      accountsDomainTexts.loginFailed,
    ],
    ['ok without a user', () => HttpResponse.json({ ok: true }), accountsDomainTexts.invalidResponse],
    ['a network failure', () => HttpResponse.error(), accountsDomainTexts.networkError],
  ])('%s → its text', async (_name, reply, text) => {
    capture('post', accountPaths.signIn, reply);
    const result = await api.signIn('maria', 'x');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toBe(text);
  });

  it('invariant: whatever the status and body, a failed sign-in resolves with a non-empty text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 400, max: 599 }), fc.string(), async (status, body) => {
        capture('post', accountPaths.signIn, () => new HttpResponse(body, { status }));
        const result = await api.signIn('maria', 'x');
        return !result.ok && result.error.length > 0;
      }),
      { numRuns: 50 },
    );
  });
});

describe('loginForm, logout, me', () => {
  it('login.json posts a form and reads user; errors are joined', async () => {
    const seen = capture('post', accountPaths.loginJson, () => HttpResponse.json({ user: maria }));
    expect((await api.loginForm('maria', 's')).ok).toBe(true);
    expect(seen.request?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(seen.body))).toEqual({ username: 'maria', password: 's' });
    capture('post', accountPaths.loginJson, () => HttpResponse.json({ errors: ['a', 'b'] }, { status: 401 }));
    expect(await api.loginForm('maria', 's')).toEqual({ ok: false, status: 401, error: 'a, b' });
  });

  it('me asks include_area=true by default and reports 401', async () => {
    const seen = capture('get', accountPaths.me, () => HttpResponse.json({}, { status: 401 }));
    expect(await api.me()).toMatchObject({ ok: false, status: 401 });
    expect(new URL(seen.request?.url ?? '').searchParams.get('include_area')).toBe('true');
  });

  it('logout sends DELETE', async () => {
    const seen = capture('delete', accountPaths.logout, () => HttpResponse.json({ ok: true }));
    expect(await api.logout()).toEqual({ ok: true, value: true });
    expect(seen.request?.method).toBe('DELETE');
  });
});

describe('password recovery', () => {
  it('forgotPassword posts a form; falls back to spec: Error catalogue text', async () => {
    const seen = capture('post', accountPaths.forgotPassword, () => new HttpResponse(null, { status: 500 }));
    expect(await api.forgotPassword('a@b.com')).toEqual({
      ok: false,
      status: 500,
      error: accountsDomainTexts.forgotFailed,
    });
    expect(seen.body).toBe('email=a%40b.com');
  });

  it('resetPassword patches JSON and joins errors; network has its own text', async () => {
    const seen = capture('patch', accountPaths.password, () =>
      HttpResponse.json({ errors: ['A', 'B'] }, { status: 422 }),
    );
    expect(await api.resetPassword('t', 'p', 'q')).toEqual({ ok: false, status: 422, error: 'A, B' });
    expect(JSON.parse(seen.body ?? '')).toEqual({
      user: { reset_password_token: 't', password: 'p', password_confirmation: 'q' },
    });
    capture('patch', accountPaths.password, () => HttpResponse.error());
    expect(await api.resetPassword('t', 'p', 'p')).toMatchObject({
      error: accountsDomainTexts.resetNetworkError,
    });
  });
});

describe('userOf (spec: Entities and their fields: the user sits under users or user)', () => {
  // A bare user, without the role the sign-in answers carry.
  const maria = { _id: { $oid: 'a1' }, id: 'a1', username: 'maria' };

  it.each([
    ['under users', { users: maria }, maria],
    ['under user', { user: maria }, maria],
    ['users wins when both', { users: maria, user: { username: 'outro' } }, maria],
    ['a list is not one user', { users: [maria] }, undefined],
    ['no username', { users: { id: 'a1' } }, undefined],
    ['not an object', 'maria', undefined],
    ['null', null, undefined],
  ])('%s', (_name, body, expected) => {
    expect(userOf(body)).toEqual(expected);
  });
});
