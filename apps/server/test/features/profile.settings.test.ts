import { apiPaths } from '@vizinhos/api';
import { accountsDomainTexts, PROFILE_TEXTS } from '@vizinhos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testPassword } from '../support/testServer.ts';

// Configurações: PUT users/me/password (current, new, confirmation; other sessions end).

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ listen: false });
  await server.createMember({ username: 'maria' });
  await server.createMember({ username: 'joao' });
});
afterAll(() => server.close());

const change = (cookie: string, user: Record<string, unknown>) =>
  server.app.inject({ method: 'PUT', url: apiPaths.mePassword, headers: { cookie }, payload: { user } });
const me = (cookie: string) => server.app.inject({ method: 'GET', url: apiPaths.me, headers: { cookie } });

describe('PUT users/me/password', () => {
  it.each([
    [
      'the current password missing',
      { password: 'nova-senha', password_confirmation: 'nova-senha' },
      PROFILE_TEXTS.currentPasswordRequired,
    ],
    [
      'the current password wrong',
      { current_password: 'errada', password: 'nova-senha', password_confirmation: 'nova-senha' },
      PROFILE_TEXTS.currentPasswordWrong,
    ],
    [
      'the confirmation different',
      { current_password: testPassword, password: 'nova-senha', password_confirmation: 'outra' },
      accountsDomainTexts.passwordsMismatch,
    ],
    [
      'a new password under 6 characters',
      { current_password: testPassword, password: '12345', password_confirmation: '12345' },
      accountsDomainTexts.passwordTooShort,
    ],
  ])('refuses %s with 422 in Portuguese, keeping the password', async (_name, user, text) => {
    const cookie = await server.login('joao');
    const response = await change(cookie, user);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe(text);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it.each([
    ['no body', undefined],
    ['a new password over 200 characters', { user: { current_password: 'x', password: 'a'.repeat(201) } }],
    ['a list for user', { user: [] }],
  ])('refuses %s with 400 in Portuguese', async (_name, payload) => {
    const cookie = await server.login('joao');
    const response = await server.app.inject({
      method: 'PUT',
      url: apiPaths.mePassword,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/campo|inválid|obrigatóri/i);
  });

  it('401 when not signed in', async () => {
    const response = await server.app.inject({
      method: 'PUT',
      url: apiPaths.mePassword,
      payload: { user: {} },
    });
    expect(response.statusCode).toBe(401);
  });

  it('changes the password: this browser stays signed in with a fresh session, every other session ends', async () => {
    const here = await server.login('maria');
    const elsewhere = await server.login('maria');
    const response = await change(here, {
      current_password: testPassword,
      password: 'senha-nova-123',
      password_confirmation: 'senha-nova-123',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const fresh = response.cookies.find((item) => item.name === 'vz_session');
    expect(fresh?.value).toBeTruthy();
    expect(fresh?.httpOnly).toBe(true);
    expect((await me(`vz_session=${fresh?.value}`)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(401);
    await expect(server.login('maria')).rejects.toThrow();
    expect(await server.login('maria', 'senha-nova-123')).toMatch(/^vz_session=/);
  });

  it('slows down guesses of the current password: the sixth wrong try in 15 minutes is 429', async () => {
    const cookie = await server.login('joao');
    const wrong = { current_password: 'chute', password: 'nova-senha', password_confirmation: 'nova-senha' };
    // The table above already spent one wrong guess of João's.
    for (let guess = 0; guess < 4; guess += 1) expect((await change(cookie, wrong)).statusCode).toBe(422);
    const limited = await change(cookie, wrong);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(accountsDomainTexts.tooManyAttempts);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
