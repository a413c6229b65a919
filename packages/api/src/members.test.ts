import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testBaseUrl, useRecordingServer } from '../mocks/recordingServer.ts';
import { accountPaths } from './accounts.ts';
import { createApiClient } from './client.ts';
import { memberPaths } from './members.ts';

const { capture } = useRecordingServer();
const api = createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] });
const maria = { _id: { $oid: 'a1' }, id: 'a1', username: 'maria', role: { name: 'Fundador' } };
describe('members', () => {
  it('lists with page, per_page=20 and area_id; a trimmed query switches to users/search', async () => {
    const list = capture('get', accountPaths.users, () =>
      HttpResponse.json({ users: [maria], meta: { total_count: 1 } }),
    );
    expect(await api.members({ page: 2, area_id: 'area1' })).toEqual({
      ok: true,
      value: { users: [maria], meta: { total_count: 1 } },
    });
    expect(Object.fromEntries(new URL(list.request?.url ?? '').searchParams)).toEqual({
      page: '2',
      per_page: '20',
      area_id: 'area1',
    });
    const search = capture('get', memberPaths.usersSearch, () =>
      HttpResponse.json({ users: [], meta: { total_count: 0 } }),
    );
    await api.members({ q: '  mar ' });
    expect(new URL(search.request?.url ?? '').searchParams.get('q')).toBe('mar');
  });
});

describe('a failure the spec does not word', () => {
  it('names the call that failed, never the login', async () => {
    capture('get', accountPaths.users, () => new HttpResponse('<html>', { status: 500 }));
    expect(await api.members({ page: 1, area_id: 'a1' })).toMatchObject({
      ok: false,
      error: 'Erro ao carregar os membros',
    });
    capture('get', accountPaths.users, () => HttpResponse.error());
    expect(await api.members({ page: 1, area_id: 'a1' })).toMatchObject({
      error: 'Erro de rede ao carregar os membros. Tente novamente.',
    });
  });
});
