import { accountsDomainTexts } from '@vizinhos/domain';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testBaseUrl, useRecordingServer } from '../mocks/recordingServer.ts';
import { accountPaths, mailLinkPages } from './accounts.ts';
import { createApiClient } from './client.ts';

const { capture } = useRecordingServer();
const api = createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] });
const maria = { _id: { $oid: 'a1' }, id: 'a1', username: 'maria' };

describe('signIn 429 says when to try again, from Retry-After', () => {
  it.each([
    ['240', `${accountsDomainTexts.tooManyAttempts} Tente de novo em 4 minutos.`],
    ['30', `${accountsDomainTexts.tooManyAttempts} Tente de novo em 1 minuto.`],
    [null, accountsDomainTexts.tooManyAttempts],
  ])('Retry-After %j', async (header, text) => {
    capture('post', accountPaths.signIn, () =>
      HttpResponse.json({ error: 'x' }, { status: 429, headers: header ? { 'Retry-After': header } : {} }),
    );
    expect(await api.signIn('maria', 'x')).toEqual({ ok: false, status: 429, error: text });
  });
});

describe('mail links: what the reset link and the invite code are', () => {
  it.each([
    [() => HttpResponse.json({ ok: true }), 'valid'],
    [() => HttpResponse.json({ error: 'x', code: 'used' }, { status: 422 }), 'used'],
    [() => HttpResponse.json({ error: 'x', code: 'expired' }, { status: 422 }), 'expired'],
    [() => HttpResponse.json({ error: 'x' }, { status: 422 }), 'invalid'],
  ])('checkResetToken → %#', async (reply, state) => {
    const seen = capture('get', accountPaths.password, reply);
    expect(await api.checkResetToken('tok en')).toEqual({ ok: true, value: state });
    expect(new URL(seen.request?.url ?? '').searchParams.get('reset_password_token')).toBe('tok en');
  });

  it('a network failure or a server error is an error, not a state', async () => {
    capture('get', accountPaths.password, () => HttpResponse.error());
    expect((await api.checkResetToken('t')).ok).toBe(false);
    capture('get', `${accountPaths.invites}/:code`, () => new HttpResponse(null, { status: 503 }));
    expect((await api.checkInvite('c')).ok).toBe(false);
  });

  it('checkInvite asks invites/{code}', async () => {
    const seen = capture('get', `${accountPaths.invites}/:code`, () =>
      HttpResponse.json({ error: 'x', code: 'invalid' }, { status: 404 }),
    );
    expect(await api.checkInvite('a/b')).toEqual({ ok: true, value: 'invalid' });
    expect(new URL(seen.request?.url ?? '').pathname).toBe(`${accountPaths.invites}/a%2Fb`);
  });

  it('the activation pages are spelt in Portuguese', () => {
    expect(mailLinkPages.activation('used')).toBe('/ativacao/usado');
    expect(mailLinkPages.activation('expired')).toBe('/ativacao/expirado');
  });
});

describe('signUp tells where the local mailbox is, when the server keeps the mail there', () => {
  it.each([
    [
      { users: maria, mailbox: '/caixa-de-correio' },
      { kind: 'created', user: maria, mailbox: '/caixa-de-correio' },
    ],
    [{ users: maria }, { kind: 'created', user: maria }],
    [
      { users: maria, mailbox: 3 },
      { kind: 'created', user: maria },
    ],
  ])('%j', async (body, value) => {
    capture('post', accountPaths.users, () => HttpResponse.json(body, { status: 201 }));
    expect(
      await api.signUp({
        username: 'maria',
        first_name: 'Maria',
        last_name: 'Souza',
        email: 'maria@exemplo.com.br',
        password: 'segredo1',
        password_confirm: 'segredo1',
      }),
    ).toEqual({ ok: true, value });
  });
});
