import { accountsDomainTexts } from '@vizinhos/domain';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testBaseUrl, useRecordingServer } from '../mocks/recordingServer.ts';
import { accountPaths } from './accounts.ts';
import { createApiClient } from './client.ts';

const { capture } = useRecordingServer();
const api = createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] });
const maria = { _id: { $oid: 'a1' }, id: 'a1', username: 'maria', role: { name: 'Fundador' } };
describe('signUp (spec: Calls form; spec: Error catalogue)', () => {
  const input = {
    username: 'rita',
    first_name: 'Rita',
    last_name: 'Moura',
    email: 'rita@x.com',
    password: 'segredo',
    password_confirm: 'segredo',
  };

  it('sends a form with lat/lon and new_area as JSON', async () => {
    const seen = capture('post', accountPaths.users, () =>
      HttpResponse.json({ users: maria }, { status: 201 }),
    );
    const newArea = { area_type: 'neighborhood', name: 'Vila Nova', city: 'Campinas', state: 'SP' };
    expect(await api.signUp({ ...input, lat: -23.5, lon: -46.6, new_area: newArea })).toEqual({
      ok: true,
      value: { kind: 'created', user: maria },
    });
    const sent = Object.fromEntries(new URLSearchParams(seen.body));
    expect(sent).toMatchObject({ username: 'rita', lat: '-23.5', lon: '-46.6' });
    expect(JSON.parse(sent.new_area ?? '')).toEqual(newArea);
  });

  it.each([
    [
      'requires_area_search',
      () => HttpResponse.json({ requires_area_search: true }, { status: 422 }),
      { ok: true, value: { kind: 'requires_area_search' } },
    ],
    [
      '404 (bad invite code)',
      () => HttpResponse.json({}, { status: 404 }),
      { ok: false, status: 404, error: accountsDomainTexts.invalidInviteCode },
    ],
    [
      'validationError',
      () => HttpResponse.json({ validationError: 'Nome em uso' }, { status: 409 }),
      { ok: false, status: 409, error: 'Nome em uso' },
    ],
    [
      'error',
      () => HttpResponse.json({ error: 'Falhou' }, { status: 400 }),
      { ok: false, status: 400, error: 'Falhou' },
    ],
    [
      'nothing readable',
      () => new HttpResponse('', { status: 500 }),
      { ok: false, status: 500, error: accountsDomainTexts.signupFailed },
    ],
  ])('%s', async (_name, reply, expected) => {
    capture('post', accountPaths.users, reply);
    expect(await api.signUp(input)).toEqual(expected);
  });
});

describe('areas', () => {
  it('changeArea puts JSON area_id and password; failure reads "Erro ao atualizar área"', async () => {
    const seen = capture('put', accountPaths.meArea, () => new HttpResponse(null, { status: 500 }));
    expect(await api.changeArea('a9', 'segredo1')).toMatchObject({
      ok: false,
      error: accountsDomainTexts.areaUpdateFailed,
    });
    expect(JSON.parse(seen.body ?? '')).toEqual({ area_id: 'a9', password: 'segredo1' });
  });

  it('searchAreas and findAreas pass their query', async () => {
    const seen = capture('get', accountPaths.areas, () => HttpResponse.json({ areas: [] }));
    await api.findAreas({ area: 'Vila', city: 'São Paulo', state: 'SP' });
    expect(Object.fromEntries(new URL(seen.request?.url ?? '').searchParams)).toEqual({
      area: 'Vila',
      city: 'São Paulo',
      state: 'SP',
    });
    const search = capture('get', accountPaths.searchAreas, () => HttpResponse.json({ areas: [] }));
    expect(await api.searchAreas('vi')).toEqual({ ok: true, value: { areas: [] } });
    expect(new URL(search.request?.url ?? '').searchParams.get('q')).toBe('vi');
  });

  it('reverseGeocode reads the municipality', async () => {
    const answer = {
      municipality: {
        id: 1,
        name: 'São Paulo',
        state: { code: 'SP', name: 'São Paulo' },
        latitude: -23.55,
        longitude: -46.63,
      },
      distance_km: 1,
    };
    capture('get', accountPaths.geoReverse, () => HttpResponse.json(answer));
    expect(await api.reverseGeocode(-23.5, -46.6)).toEqual({ ok: true, value: answer });
    capture('get', accountPaths.geoReverse, () => HttpResponse.json({}, { status: 404 }));
    expect(await api.reverseGeocode(0, 0)).toMatchObject({ error: accountsDomainTexts.cityNotFound });
  });
});
