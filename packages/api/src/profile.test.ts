import { accountTexts, POST_ERROR_TEXTS } from '@vizinhos/domain';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testBaseUrl, useRecordingServer } from '../mocks/recordingServer.ts';
import { accountPaths } from './accounts.ts';
import { createApiClient } from './client.ts';

const { capture } = useRecordingServer();
const api = createApiClient({ baseUrl: testBaseUrl });
const maria = { _id: { $oid: 'a1' }, id: 'a1', username: 'maria', role: { name: 'Fundador' } };
describe('profiles', () => {
  it('a missing profile reads "Usuário não encontrado" (spec: Error catalogue)', async () => {
    capture('get', '/api/v1/users/zzz', () => HttpResponse.json({ error: 'x' }, { status: 404 }));
    expect(await api.user('zzz')).toEqual({ ok: false, status: 404, error: accountTexts.userNotFound });
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
      accountTexts.avatarFailed,
    ],
    [
      'avatar, network',
      { avatar: new Blob(['x']) },
      () => HttpResponse.error(),
      accountTexts.avatarNetworkError,
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
