import { apiPaths } from '@vizinhos/api';
import { accountsDomainTexts } from '@vizinhos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsServerTexts } from '../../src/features/accounts/accounts.texts.ts';
import { serverTexts } from '../../src/http/server.texts.ts';
import { startTestServer, type TestServer, testPassword } from '../support/testServer.ts';

let server: TestServer;
let clock = Date.now();

beforeAll(async () => {
  server = await startTestServer({ listen: false, now: () => new Date(clock) });
  await server.createMember({ username: 'maria', areaName: 'Vila Mariana', role: 'Fundador' });
  await server.createMember({ username: 'dormente', activated: false });
});
afterAll(() => server.close());

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

function signupFields(overrides: Record<string, string> = {}) {
  const username = overrides.username ?? `novo${Math.random().toString(36).slice(2, 8)}`;
  return {
    username,
    first_name: 'Rita',
    last_name: 'Moura',
    email: `${username}@exemplo.com.br`,
    password: 'segredo1',
    password_confirm: 'segredo1',
    ...overrides,
  };
}

describe('POST users/sign_in (spec: Calls, spec: Error catalogue)', () => {
  it('signs in by username or e-mail and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    for (const user of ['maria', 'MARIA@teste.example']) {
      const response = await server.app.inject({
        method: 'POST',
        url: apiPaths.signIn,
        payload: { user, password: 'senha-de-teste' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().users.username).toBe('maria');
      const cookie = response.headers['set-cookie'] as string;
      expect(cookie).toMatch(/vz_session=/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).not.toMatch(/Secure/);
    }
  });

  it.each([
    [
      'wrong password → 401 "Login ou senha incorreta"',
      { user: 'maria', password: 'errada' },
      401,
      accountsDomainTexts.wrongCredentials,
    ],
    ['unknown user → 401', { user: 'ninguem', password: 'x' }, 401, accountsDomainTexts.wrongCredentials],
    [
      'not activated → the "cancelled" text',
      { user: 'dormente', password: 'senha-de-teste' },
      403,
      accountsDomainTexts.notActivated,
    ],
    [
      'no user → spec: Validation rules text',
      { user: '  ', password: 'x' },
      400,
      accountsDomainTexts.usernameRequired,
    ],
    [
      'no password → spec: Validation rules text',
      { user: 'maria', password: '' },
      400,
      accountsDomainTexts.passwordRequired,
    ],
  ])('%s', async (_name, payload, status, text) => {
    const response = await server.app.inject({ method: 'POST', url: apiPaths.signIn, payload });
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toBe(text);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('the not-activated answer mentions "cancelled" so that any client maps it (spec: Error catalogue)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: apiPaths.signIn,
      payload: { user: 'dormente', password: 'senha-de-teste' },
    });
    expect(response.json().code).toMatch(/cancelled/);
  });

  it('answers 429 with the catalogue text after 5 failures for one name from one address, even with the right password', async () => {
    await server.createMember({ username: 'alvo' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await server.app.inject({
        method: 'POST',
        url: apiPaths.signIn,
        payload: { user: 'alvo', password: 'errada' },
        remoteAddress: '10.0.0.1',
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await server.app.inject({
      method: 'POST',
      url: apiPaths.signIn,
      payload: { user: 'alvo', password: 'senha-de-teste' },
      remoteAddress: '10.0.0.1',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(accountsDomainTexts.tooManyAttempts);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    clock += 16 * 60_000;
    const later = await server.app.inject({
      method: 'POST',
      url: apiPaths.signIn,
      payload: { user: 'alvo', password: 'senha-de-teste' },
      remoteAddress: '10.0.0.1',
    });
    expect(later.statusCode).toBe(200);
  });
});

describe('POST users/login.json (form; user or errors)', () => {
  it('answers the user under "user"', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: apiPaths.loginJson,
      ...form({ username: 'maria', password: 'senha-de-teste' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.username).toBe('maria');
  });
  it('answers errors on a wrong password', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: apiPaths.loginJson,
      ...form({ username: 'maria', password: 'nope' }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors).toEqual([accountsDomainTexts.wrongCredentials]);
  });
});

describe('GET users/me and DELETE users/logout', () => {
  it('401 with a Portuguese text when not signed in (spec: Calls)', async () => {
    const response = await server.app.inject({ method: 'GET', url: `${apiPaths.me}?include_area=true` });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe(serverTexts.notSignedIn);
  });

  it('answers the user with area, city, state and the private stomp key; logout ends the session', async () => {
    const cookie = await server.login('maria');
    const me = await server.app.inject({
      method: 'GET',
      url: `${apiPaths.me}?include_area=true&include_counts=true`,
      headers: { cookie },
    });
    expect(me.statusCode).toBe(200);
    const user = me.json().users;
    expect(user._id.$oid).toBe(user.id);
    expect(user.area).toMatchObject({
      name: 'Vila Mariana',
      city: { name: 'São Paulo' },
      state: { name: 'São Paulo' },
    });
    expect(user.stomp_key).toMatch(/^[0-9a-f]{24}$/);
    expect(user).toMatchObject({
      post_count: 0,
      comment_count: 0,
      invite_count: 0,
      role: { name: 'Fundador' },
    });
    const out = await server.app.inject({ method: 'DELETE', url: apiPaths.logout, headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const after = await server.app.inject({ method: 'GET', url: apiPaths.me, headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('a session ends after 30 days', async () => {
    const cookie = await server.login('maria');
    expect(
      (await server.app.inject({ method: 'GET', url: apiPaths.me, headers: { cookie } })).statusCode,
    ).toBe(200);
    clock += 31 * 24 * 60 * 60_000;
    expect(
      (await server.app.inject({ method: 'GET', url: apiPaths.me, headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('a forged cookie is not a session', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: apiPaths.me,
      headers: { cookie: 'vz_session=forjado' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST users (signup, spec: Calls) and activation by e-mail', () => {
  it('creates an account in a chosen area, mails an activation link, and refuses sign-in until it is followed', async () => {
    const areas = await server.app.inject({ method: 'GET', url: `${apiPaths.searchAreas}?q=mariana` });
    const areaId = areas.json().areas[0].id as string;
    const fields = signupFields({ username: 'rita.moura', area_id: areaId, org_code: 'ORG1' });
    const response = await server.app.inject({ method: 'POST', url: apiPaths.users, ...form(fields) });
    expect(response.statusCode).toBe(201);
    expect(response.json().users).toMatchObject({
      username: 'rita.moura',
      role: { name: 'Membro' },
      area_id: { $oid: areaId },
    });
    const blocked = await server.app.inject({
      method: 'POST',
      url: apiPaths.signIn,
      payload: { user: 'rita.moura', password: 'segredo1' },
    });
    expect(blocked.json().error).toBe(accountsDomainTexts.notActivated);

    const mail = server.outbox.at(-1);
    expect(mail?.to).toBe(fields.email);
    const link = new URL(mail?.link ?? '');
    const activation = await server.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(activation.statusCode).toBe(303);
    expect(activation.headers.location).toBe('/?registrationSuccess=true');
    const again = await server.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(accountsServerTexts.activationInvalid);
    const signedIn = await server.app.inject({
      method: 'POST',
      url: apiPaths.signIn,
      payload: { user: 'rita.moura', password: 'segredo1' },
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('accepts the JSON variant {user: fields} too', async () => {
    const areas = await server.app.inject({ method: 'GET', url: `${apiPaths.searchAreas}?q=mariana` });
    const response = await server.app.inject({
      method: 'POST',
      url: apiPaths.users,
      payload: { user: signupFields({ area_id: areas.json().areas[0].id }) },
    });
    expect(response.statusCode).toBe(201);
  });

  it('the first member of a proposed new area becomes Fundador (spec: Roles and permissions)', async () => {
    const newArea = JSON.stringify({
      area_type: 'neighborhood',
      name: 'Bairro Novo',
      city: 'Campinas',
      state: 'SP',
    });
    const first = await server.app.inject({
      method: 'POST',
      url: apiPaths.users,
      ...form(signupFields({ new_area: newArea })),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().users.role.name).toBe('Fundador');
    expect(first.json().users.area).toMatchObject({ name: 'Bairro Novo', city: { name: 'Campinas' } });
    const second = await server.app.inject({
      method: 'POST',
      url: apiPaths.users,
      ...form(signupFields({ new_area: newArea })),
    });
    expect(second.json().users.role.name).toBe('Membro');
    expect(second.json().users.area_id).toEqual(first.json().users.area_id);
  });

  it('joins the nearby area found from lat/lon', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: apiPaths.users,
      ...form(signupFields({ lat: '-23.551', lon: '-46.631' })),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().users.area.name).toBe('Vila Mariana');
  });

  it("an invite code joins the inviter's area and counts as an invite", async () => {
    const inviter = await server.createMember({ username: 'convidante', areaName: 'Moema' });
    const response = await server.app.inject({
      method: 'POST',
      url: apiPaths.users,
      ...form(signupFields({ invite_code: inviter.inviteCode })),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().users.area.name).toBe('Moema');
    const cookie = await server.login('convidante');
    const me = await server.app.inject({
      method: 'GET',
      url: `${apiPaths.me}?include_counts=true`,
      headers: { cookie },
    });
    expect(me.json().users.invite_count).toBe(1);
    // The inviter is told, by the signup itself (spec: Notifications: an invitation used).
    const bell = await server.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: { cookie },
    });
    expect(bell.json().notifications).toEqual([expect.objectContaining({ type: 'invite', seen: false })]);
  });

  it.each([
    [
      'bad invite code → 404 (spec: Error catalogue)',
      { invite_code: 'nao-existe' },
      404,
      'error',
      accountsDomainTexts.invalidInviteCode,
    ],
    ['no place at all → requires_area_search', {}, 422, 'requires_area_search', true],
    [
      'a place with no area nearby → requires_area_search',
      { lat: '-3.1', lon: '-60.0' },
      422,
      'requires_area_search',
      true,
    ],
    [
      'passwords differ (spec: Validation rules)',
      { password_confirm: 'outra' },
      422,
      'validationError',
      accountsDomainTexts.passwordsMismatch,
    ],
    [
      'a required field blank (spec: Validation rules)',
      { first_name: ' ' },
      422,
      'validationError',
      accountsDomainTexts.requiredFields,
    ],
    [
      'short password',
      { password: '123', password_confirm: '123' },
      422,
      'validationError',
      accountsServerTexts.passwordTooShort,
    ],
    ['bad username', { username: 'a b' }, 422, 'validationError', accountsDomainTexts.usernameFormat],
    ['bad e-mail', { email: 'sem-arroba' }, 422, 'validationError', accountsDomainTexts.emailFormat],
    [
      'taken username, any case',
      { username: 'MARIA' },
      409,
      'validationError',
      accountsServerTexts.usernameTaken,
    ],
    [
      'unknown area id',
      { area_id: 'ffffffffffffffffffffffff' },
      422,
      'validationError',
      accountsServerTexts.areaNotFound,
    ],
    [
      'new area in an unknown city',
      { new_area: '{"name":"X","city":"Atlântida","state":"SP"}' },
      422,
      'validationError',
      accountsServerTexts.cityNotFound,
    ],
    ['new area that is not JSON', { new_area: '{nome' }, 400, 'error', accountsServerTexts.newAreaInvalid],
    ['latitude out of range', { lat: '123', lon: '0' }, 400, 'error', accountsServerTexts.coordinatesInvalid],
  ])('%s', async (_name, overrides, status, key, value) => {
    const response = await server.app.inject({
      method: 'POST',
      url: apiPaths.users,
      ...form(signupFields(overrides as Record<string, string>)),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()[key]).toBe(value);
  });
});

describe('POST forgot_password and PATCH users/password (single-use token that expires)', () => {
  async function requestReset(email: string) {
    const response = await server.app.inject({
      method: 'POST',
      url: apiPaths.forgotPassword,
      ...form({ email }),
    });
    expect(response.statusCode).toBe(200);
    await server.settled();
    return new URL(server.outbox.at(-1)?.link ?? '').searchParams.get('reset_password_token') ?? '';
  }
  const reset = (token: string, password: string, confirmation = password) =>
    server.app.inject({
      method: 'PATCH',
      url: apiPaths.password,
      payload: { user: { reset_password_token: token, password, password_confirmation: confirmation } },
    });

  it('mails a link, sets the new password once, and ends old sessions', async () => {
    await server.createMember({ username: 'esquecida' });
    const oldCookie = await server.login('esquecida');
    const token = await requestReset('esquecida@teste.example');
    expect((await reset(token, 'nova-senha')).statusCode).toBe(200);
    expect(
      (await server.app.inject({ method: 'GET', url: apiPaths.me, headers: { cookie: oldCookie } }))
        .statusCode,
    ).toBe(401);
    await server.login('esquecida', 'nova-senha');
    const reused = await reset(token, 'outra-senha');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual([accountsServerTexts.resetTokenInvalid]);
  });

  it('a token expires after an hour', async () => {
    await server.createMember({ username: 'atrasada' });
    const token = await requestReset('atrasada@teste.example');
    clock += 61 * 60_000;
    expect((await reset(token, 'nova-senha')).json().errors).toEqual([accountsServerTexts.resetTokenInvalid]);
  });

  it.each([
    ['passwords differ (spec: Validation rules)', 'abcdef', 'abcdeg', [accountsDomainTexts.resetMismatch]],
    ['too short (spec: Validation rules)', 'abc', 'abc', [accountsDomainTexts.resetTooShort]],
  ])('%s', async (_name, password, confirmation, errors) => {
    expect((await reset('qualquer', password, confirmation)).json().errors).toEqual(errors);
  });

  it('answers the same for an unknown e-mail, sending nothing', async () => {
    const before = server.outbox.length;
    const response = await server.app.inject({
      method: 'POST',
      url: apiPaths.forgotPassword,
      ...form({ email: 'ninguem@exemplo.com' }),
    });
    expect(response.json()).toEqual({ ok: true });
    await server.settled();
    expect(server.outbox.length).toBe(before);
  });

  it.each([
    ['blank e-mail (spec: Validation rules)', '', accountsDomainTexts.emailRequired],
    ['malformed e-mail', 'nao-e-email', accountsDomainTexts.emailFormat],
  ])('%s', async (_name, email, text) => {
    const response = await server.app.inject({
      method: 'POST',
      url: apiPaths.forgotPassword,
      ...form({ email }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(text);
  });
});

describe('PUT users/me/area', () => {
  it('moves the member; the first member of an empty area becomes Fundador', async () => {
    await server.createMember({ username: 'mudanca' });
    await server.createMember({ username: 'vizinha.vazia', areaName: 'Área Vazia' });
    const cookie = await server.login('vizinha.vazia');
    const me = await server.app.inject({ method: 'GET', url: apiPaths.me, headers: { cookie } });
    const emptyAreaId = me.json().users.area.id;
    await server.app.inject({
      method: 'PUT',
      url: apiPaths.meArea,
      headers: { cookie },
      payload: {
        area_id: (await server.app.inject({ method: 'GET', url: `${apiPaths.searchAreas}?q=mariana` })).json()
          .areas[0].id,
        password: testPassword,
      },
    });
    const mover = await server.login('mudanca');
    const moved = await server.app.inject({
      method: 'PUT',
      url: apiPaths.meArea,
      headers: { cookie: mover },
      payload: { area_id: emptyAreaId, password: testPassword },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().users).toMatchObject({ area_id: { $oid: emptyAreaId }, role: { name: 'Fundador' } });
  });

  it('404 for an unknown area, 401 when not signed in', async () => {
    const cookie = await server.login('maria');
    const unknown = await server.app.inject({
      method: 'PUT',
      url: apiPaths.meArea,
      headers: { cookie },
      payload: { area_id: 'nenhuma', password: testPassword },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(accountsServerTexts.areaNotFound);
    expect(
      (await server.app.inject({ method: 'PUT', url: apiPaths.meArea, payload: { area_id: 'x' } }))
        .statusCode,
    ).toBe(401);
  });
});
