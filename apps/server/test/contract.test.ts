// The packages/api client against the real server: both sides compile against one contract,
// and this proves they also agree at run time.
import { createApiClient } from '@vizinhos/api';
import { accountsDomainTexts, unwrapId } from '@vizinhos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsServerTexts } from '../src/features/accounts/accounts.texts.ts';
import { profileServerTexts } from '../src/features/profile/profile.texts.ts';
import { browserFetch } from './support/apiClient.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

beforeAll(async () => {
  server = await startTestServer();
  await server.createMember({ username: 'maria', role: 'Fundador' });
  await server.createMember({ username: 'joao' });
  await server.createMember({ username: 'forasteiro', areaName: 'Copacabana' });
});
afterAll(() => server.close());

describe('api client ↔ server', () => {
  it('walks the accounts journey: me (401), sign in, me, members, search, profile, avatar, polygon, analyzer, logout', async () => {
    const api = createApiClient({ baseUrl: server.url, fetch: browserFetch() });
    const anonymous = await api.me();
    expect(anonymous).toMatchObject({ ok: false, status: 401 });

    const wrong = await api.signIn('maria', 'errada');
    expect(wrong).toEqual({ ok: false, status: 401, error: accountsDomainTexts.wrongCredentials });
    const signedIn = await api.signIn('maria', 'senha-de-teste');
    expect(signedIn.ok && signedIn.value.username).toBe('maria');

    const me = await api.me({ include_area: true });
    expect(me.ok && me.value.area?.name).toBe('Vila Mariana');

    const members = await api.members({ page: 1 });
    expect(members.ok && members.value.meta.total_count).toBe(2);
    const found = await api.members({ q: ' joa ' });
    expect(found.ok && found.value.users.map((user) => user.username)).toEqual(['joao']);

    const joao = found.ok ? found.value.users[0] : undefined;
    const profile = await api.user(unwrapId(joao?.id) ?? '', { include_counts: true });
    expect(profile.ok && profile.value.post_count).toBe(0);
    const missing = await api.user('aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(missing).toEqual({ ok: false, status: 404, error: accountsDomainTexts.userNotFound });

    const updated = await api.updateMe({ summary: 'Moro perto do metrô.' });
    expect(updated.ok && updated.value.summary).toBe('Moro perto do metrô.');
    const avatar = await api.updateMe({ avatar: new Blob([png], { type: 'image/png' }) });
    expect(avatar.ok && avatar.value.avatar).toMatch(/^\/api\/v1\/images\//);
    const badAvatar = await api.updateMe({ avatar: new Blob(['not an image'], { type: 'image/png' }) });
    expect(badAvatar).toEqual({ ok: false, status: 415, error: profileServerTexts.imageInvalid });

    expect(
      await api.saveAreaPolygon([
        { x: 0.1, y: 0.1 },
        { x: 0.9, y: 0.2 },
        { x: 0.4, y: 0.9 },
      ]),
    ).toEqual({ ok: true, value: true });
    const analysis = await api.analyze('Buraco na Rua Domingos de Morais, 1200, desde segunda-feira.');
    expect(analysis.ok && typeof analysis.value.objectivity_score).toBe('number');

    expect((await api.logout()).ok).toBe(true);
    expect((await api.me()).ok).toBe(false);
  });

  it('signs up, requires an area search, rejects a bad invite, activates by the mailed link, resets the password', async () => {
    const api = createApiClient({ baseUrl: server.url, fetch: browserFetch() });
    const base = {
      first_name: 'Rita',
      last_name: 'Moura',
      password: 'segredo1',
      password_confirm: 'segredo1',
    };
    const search = await api.signUp({ ...base, username: 'rita', email: 'rita@exemplo.com' });
    expect(search).toEqual({ ok: true, value: { kind: 'requires_area_search' } });
    const invite = await api.signUp({
      ...base,
      username: 'rita',
      email: 'rita@exemplo.com',
      invite_code: 'errado',
    });
    expect(invite).toEqual({ ok: false, status: 404, error: accountsDomainTexts.invalidInviteCode });
    const mismatch = await api.signUp({
      ...base,
      username: 'rita',
      email: 'rita@exemplo.com',
      password_confirm: 'x',
    });
    expect(mismatch).toMatchObject({ ok: false, error: accountsDomainTexts.passwordsMismatch });

    const areas = await api.searchAreas('mariana');
    const areaId = (areas.ok && unwrapId(areas.value.areas[0]?.id)) || '';
    const created = await api.signUp({
      ...base,
      username: 'rita',
      email: 'rita@exemplo.com',
      area_id: areaId,
      lat: -23.58,
      lon: -46.63,
    });
    expect(created.ok && created.value.kind).toBe('created');
    expect(await api.signIn('rita', 'segredo1')).toMatchObject({
      ok: false,
      error: accountsDomainTexts.notActivated,
    });
    await fetch(server.outbox.at(-1)?.link ?? '', { redirect: 'manual' });
    expect((await api.signIn('rita', 'segredo1')).ok).toBe(true);

    expect(await api.forgotPassword('rita@exemplo.com')).toEqual({ ok: true, value: true });
    await server.settled();
    const token = new URL(server.outbox.at(-1)?.link ?? '').searchParams.get('reset_password_token') ?? '';
    expect(await api.resetPassword(token, 'nova-senha', 'nova-senha')).toEqual({ ok: true, value: true });
    expect(await api.resetPassword(token, 'nova-senha', 'nova-senha')).toMatchObject({
      ok: false,
      error: accountsServerTexts.resetTokenInvalid,
    });
    expect((await api.signIn('rita', 'nova-senha')).ok).toBe(true);
  });

  it('finds areas by city and state, reverse-geocodes, and changes area', async () => {
    const api = createApiClient({ baseUrl: server.url, fetch: browserFetch() });
    const areas = await api.findAreas({ city: 'São Paulo', state: 'SP' });
    expect(areas.ok && areas.value.areas.map((area) => area.name)).toContain('Vila Mariana');
    const place = await api.reverseGeocode(-22.9, -43.2);
    expect(place.ok && place.value.municipality.name).toBe('Rio de Janeiro');
    await api.signIn('forasteiro', 'senha-de-teste');
    const target = (areas.ok && unwrapId(areas.value.areas[0]?.id)) || '';
    const moved = await api.changeArea(target, 'senha-de-teste');
    expect(moved.ok && moved.value.area_id).toEqual({ $oid: target });
  });

  it('maps a refused network to the network text', async () => {
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:1' });
    expect(await api.signIn('maria', 'x')).toEqual({
      ok: false,
      status: 0,
      error: accountsDomainTexts.networkError,
    });
  });
});
