import { apiPaths } from '@vizinhos/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsServerTexts } from '../../src/features/accounts/accounts.texts.ts';
import { signUp } from '../support/signUp.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

// Every link from a mail lands on a page: activation and reset in each state, invite good or not.
let server: TestServer;
let clock = Date.now();
const day = 24 * 60 * 60_000;

beforeAll(async () => {
  server = await startTestServer({ listen: false, now: () => new Date(clock) });
  await server.createMember({ username: 'anfitria', areaName: 'Vila Mariana' });
});
afterAll(() => server.close());

const html = { accept: 'text/html,application/xhtml+xml' };

async function signUpAndGetLink(username: string): Promise<string> {
  const response = await signUp(server.app, username);
  expect(response.statusCode).toBe(201);
  const link = new URL(server.outbox.at(-1)?.link ?? '');
  return `${link.pathname}${link.search}`;
}

describe('activation links (valid, used, expired, bogus)', () => {
  it('a good link activates and lands on the login notice; opened again, a browser lands on the "used" page', async () => {
    const link = await signUpAndGetLink('rita.ativa');
    const first = await server.app.inject({ method: 'GET', url: link, headers: html });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/?registrationSuccess=true');
    const again = await server.app.inject({ method: 'GET', url: link, headers: html });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/ativacao/usado');
    const json = await server.app.inject({ method: 'GET', url: link });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ error: accountsServerTexts.activationInvalid, code: 'used' });
  });

  it('an expired link lands on the "expirado" page, and is not spent', async () => {
    const link = await signUpAndGetLink('rita.tarde');
    clock += 8 * day;
    try {
      const opened = await server.app.inject({ method: 'GET', url: link, headers: html });
      expect(opened.headers.location).toBe('/ativacao/expirado');
      expect((await server.app.inject({ method: 'GET', url: link })).json().code).toBe('expired');
    } finally {
      clock -= 8 * day;
    }
  });

  it.each([['?token=nada-disso'], ['?token='], ['']])(
    'a bogus link %j lands on the "invalido" page',
    async (search) => {
      const opened = await server.app.inject({
        method: 'GET',
        url: `${apiPaths.activation}${search}`,
        headers: html,
      });
      expect(opened.statusCode).toBe(303);
      expect(opened.headers.location).toBe('/ativacao/invalido');
      const json = await server.app.inject({ method: 'GET', url: `${apiPaths.activation}${search}` });
      expect(json.statusCode).toBe(400);
      expect(json.json().code).toBe('invalid');
    },
  );
});

describe('reset links: GET users/password tells the page what the link is, without spending it', () => {
  const check = (token: string) =>
    server.app.inject({
      method: 'GET',
      url: `${apiPaths.password}?reset_password_token=${encodeURIComponent(token)}`,
    });
  async function requestReset(): Promise<string> {
    await server.app.inject({
      method: 'POST',
      url: apiPaths.forgotPassword,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=anfitria%40teste.example',
    });
    await server.settled();
    return new URL(server.outbox.at(-1)?.link ?? '').searchParams.get('reset_password_token') ?? '';
  }

  it('valid, then used once the password is set', async () => {
    const token = await requestReset();
    expect((await check(token)).json()).toEqual({ ok: true });
    expect((await check(token)).statusCode).toBe(200);
    const reset = await server.app.inject({
      method: 'PATCH',
      url: apiPaths.password,
      payload: {
        user: { reset_password_token: token, password: 'nova-senha', password_confirmation: 'nova-senha' },
      },
    });
    expect(reset.statusCode).toBe(200);
    const used = await check(token);
    expect(used.statusCode).toBe(422);
    expect(used.json()).toEqual({ error: accountsServerTexts.resetTokenInvalid, code: 'used' });
  });

  it('expired after an hour', async () => {
    const token = await requestReset();
    clock += 61 * 60_000;
    try {
      expect((await check(token)).json().code).toBe('expired');
    } finally {
      clock -= 61 * 60_000;
    }
  });

  it.each([['nada-disso'], ['']])('bogus %j', async (token) => {
    const answer = await check(token);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().code).toBe('invalid');
  });
});

describe('invite links: GET invites/{code}', () => {
  it("a member's code is good; any other is not, with the spec's text", async () => {
    const host = await server.createMember({ username: 'convidante' });
    const good = await server.app.inject({ method: 'GET', url: `${apiPaths.invites}/${host.inviteCode}` });
    expect(good.json()).toEqual({ ok: true });
    const bogus = await server.app.inject({ method: 'GET', url: `${apiPaths.invites}/nao-existe` });
    expect(bogus.statusCode).toBe(404);
    expect(bogus.json()).toEqual({ error: accountsServerTexts.inviteInvalid, code: 'invalid' });
  });
});
