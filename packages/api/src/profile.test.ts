import { accountsDomainTexts, POST_ERROR_TEXTS, PROFILE_TEXTS } from '@vizinhos/domain';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testBaseUrl, useRecordingServer } from '../mocks/recordingServer.ts';
import { accountPaths } from './accounts.ts';
import { apiPaths, createApiClient } from './client.ts';

const { capture } = useRecordingServer();
const api = createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] });
const maria = { _id: { $oid: 'a1' }, id: 'a1', username: 'maria', role: { name: 'Fundador' } };
describe('profiles', () => {
  it('a missing profile reads "Usuário não encontrado" (spec: Error catalogue)', async () => {
    capture('get', '/api/v1/users/zzz', () => HttpResponse.json({ error: 'x' }, { status: 404 }));
    expect(await api.user('zzz')).toEqual({
      ok: false,
      status: 404,
      error: accountsDomainTexts.userNotFound,
    });
  });

  it('updateMe sends multipart user[...] fields and the avatar file', async () => {
    const seen = capture('put', accountPaths.me, () => HttpResponse.json({ users: maria }));
    await api.updateMe({
      username: 'maria2',
      summary: 'Oi',
      avatar: new Blob([new Uint8Array([137, 80])], { type: 'image/png' }),
    });
    expect(seen.form?.get('user[username]')).toBe('maria2');
    expect(seen.form?.get('user[summary]')).toBe('Oi');
    expect(seen.form?.get('user[avatar]')).toBeInstanceOf(Blob);
  });

  it.each([
    [
      'avatar refused',
      { avatar: new Blob(['x']) },
      () => new HttpResponse(null, { status: 415 }),
      accountsDomainTexts.avatarFailed,
    ],
    [
      'avatar, network',
      { avatar: new Blob(['x']) },
      () => HttpResponse.error(),
      accountsDomainTexts.avatarNetworkError,
    ],
    [
      'profile refused',
      { summary: 'x' },
      () => new HttpResponse(null, { status: 500 }),
      POST_ERROR_TEXTS.profileUpdateFailed,
    ],
    ['profile, network', { summary: 'x' }, () => HttpResponse.error(), POST_ERROR_TEXTS.profileUpdateNetwork],
  ])('%s → spec: Error catalogue text', async (_name, input, reply, text) => {
    capture('put', accountPaths.me, reply);
    expect(await api.updateMe(input)).toMatchObject({ ok: false, error: text });
  });
});

describe('settings: change password and "Baixar meus dados"', () => {
  it('changePassword sends PUT users/me/password as JSON user with the three fields', async () => {
    const seen = capture('put', apiPaths.mePassword, () => HttpResponse.json({ ok: true }));
    expect(await api.changePassword('antiga', 'nova-senha', 'nova-senha')).toEqual({ ok: true, value: true });
    expect(JSON.parse(seen.body ?? '')).toEqual({
      user: { current_password: 'antiga', password: 'nova-senha', password_confirmation: 'nova-senha' },
    });
  });

  it.each([
    [
      "the server's reason",
      () => HttpResponse.json({ error: PROFILE_TEXTS.currentPasswordWrong }, { status: 422 }),
      PROFILE_TEXTS.currentPasswordWrong,
    ],
    [
      'a refusal without a reason',
      () => new HttpResponse(null, { status: 500 }),
      PROFILE_TEXTS.passwordChangeFailed,
    ],
    ['the network', () => HttpResponse.error(), PROFILE_TEXTS.passwordChangeNetwork],
  ])('a failed change shows %s', async (_name, reply, text) => {
    capture('put', apiPaths.mePassword, reply);
    expect(await api.changePassword('a', 'nova-senha', 'nova-senha')).toMatchObject({
      ok: false,
      error: text,
    });
  });

  it('exportMyData reads GET users/me/export', async () => {
    const data = {
      format: 'vizinhos-dados-pessoais/1',
      exported_at: '2025-05-02T12:00:00.000Z',
      about: 'x',
      profile: {},
    };
    capture('get', apiPaths.meExport, () => HttpResponse.json(data));
    expect(await api.exportMyData()).toEqual({ ok: true, value: data });
  });

  it.each([
    ['refused', () => new HttpResponse(null, { status: 500 }), PROFILE_TEXTS.exportFailed],
    ['the network', () => HttpResponse.error(), PROFILE_TEXTS.exportNetwork],
  ])('a failed export (%s) shows its text', async (_name, reply, text) => {
    capture('get', apiPaths.meExport, reply);
    expect(await api.exportMyData()).toMatchObject({ ok: false, error: text });
  });
});
