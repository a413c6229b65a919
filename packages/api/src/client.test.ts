import { accountTexts, areaDrawingTexts, POST_ERROR_TEXTS } from '@vizinhos/domain';
import fc from 'fast-check';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { apiPaths } from './contract.ts';

const base = 'http://vizinhos.test';
const url = (path: string) => `${base}${path}`;
const server = setupServer();
const api = createApiClient({ baseUrl: base });
const maria = { _id: { $oid: 'a1' }, id: 'a1', username: 'maria', role: { name: 'Fundador' } };

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Records the last request a handler saw. */
function capture(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, reply: () => Response) {
  const seen: { request?: Request; body?: string; form?: FormData } = {};
  server.use(
    http[method](url(path), async ({ request }) => {
      seen.request = request.clone();
      const type = request.headers.get('content-type') ?? '';
      if (type.startsWith('multipart/')) seen.form = await request.formData();
      else seen.body = await request.text();
      return reply();
    }),
  );
  return seen;
}

describe('signIn (doc 1 §7 JSON; doc 1 §8 error texts)', () => {
  it('posts JSON {user, password} with credentials and reads users or user', async () => {
    const seen = capture('post', apiPaths.signIn, () => HttpResponse.json({ users: maria }));
    expect(await api.signIn('maria@x.com', 'segredo')).toEqual({ ok: true, value: maria });
    expect(seen.request?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(seen.body ?? '')).toEqual({ user: 'maria@x.com', password: 'segredo' });
    capture('post', apiPaths.signIn, () => HttpResponse.json({ user: maria }));
    expect(await api.signIn('maria', 'segredo')).toEqual({ ok: true, value: maria });
  });

  it.each([
    ['401', () => HttpResponse.json({ error: 'x' }, { status: 401 }), accountTexts.wrongCredentials],
    ['429', () => HttpResponse.json({}, { status: 429 }), accountTexts.tooManyAttempts],
    [
      'an error mentioning cancelled',
      () => HttpResponse.json({ error: 'account cancelled' }, { status: 403 }),
      accountTexts.notActivated,
    ],
    [
      'a code mentioning cancelled',
      () => HttpResponse.json({ error: 'x', code: 'account_cancelled' }, { status: 403 }),
      accountTexts.notActivated,
    ],
    [
      'a server error with text',
      () => HttpResponse.json({ error: 'Servidor em manutenção' }, { status: 503 }),
      'Servidor em manutenção',
    ],
    [
      'a server error without text',
      () => new HttpResponse('<html>', { status: 500 }),
      accountTexts.loginFailed,
    ],
    ['ok without a user', () => HttpResponse.json({ ok: true }), accountTexts.invalidResponse],
    ['a network failure', () => HttpResponse.error(), accountTexts.networkError],
  ])('%s → its text', async (_name, reply, text) => {
    capture('post', apiPaths.signIn, reply);
    const result = await api.signIn('maria', 'x');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toBe(text);
  });

  it('invariant: whatever the status and body, a failed sign-in resolves with a non-empty text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 400, max: 599 }), fc.string(), async (status, body) => {
        capture('post', apiPaths.signIn, () => new HttpResponse(body, { status }));
        const result = await api.signIn('maria', 'x');
        return !result.ok && result.error.length > 0;
      }),
      { numRuns: 50 },
    );
  });
});

describe('credentials (doc 1 §7: all calls include credentials)', () => {
  it('every call asks fetch for credentials: include, under the configured base URL', async () => {
    const seen: { url: string; credentials: RequestCredentials | undefined }[] = [];
    const recording = createApiClient({
      baseUrl: 'https://bairro.example',
      fetch: async (input, init) => {
        seen.push({ url: String(input), credentials: init?.credentials });
        return HttpResponse.json({ users: maria });
      },
    });
    await recording.me();
    await recording.signIn('maria', 'x');
    await recording.updateMe({ summary: 'x' });
    await recording.members();
    expect(seen.map((call) => call.credentials)).toEqual(['include', 'include', 'include', 'include']);
    expect(seen.every((call) => call.url.startsWith('https://bairro.example/api/v1/'))).toBe(true);
  });
});

describe('loginForm, logout, me', () => {
  it('login.json posts a form and reads user; errors are joined', async () => {
    const seen = capture('post', apiPaths.loginJson, () => HttpResponse.json({ user: maria }));
    expect((await api.loginForm('maria', 's')).ok).toBe(true);
    expect(seen.request?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(seen.body))).toEqual({ username: 'maria', password: 's' });
    capture('post', apiPaths.loginJson, () => HttpResponse.json({ errors: ['a', 'b'] }, { status: 401 }));
    expect(await api.loginForm('maria', 's')).toEqual({ ok: false, status: 401, error: 'a, b' });
  });

  it('me asks include_area=true by default and reports 401', async () => {
    const seen = capture('get', apiPaths.me, () => HttpResponse.json({}, { status: 401 }));
    expect(await api.me()).toMatchObject({ ok: false, status: 401 });
    expect(new URL(seen.request?.url ?? '').searchParams.get('include_area')).toBe('true');
  });

  it('logout sends DELETE', async () => {
    const seen = capture('delete', apiPaths.logout, () => HttpResponse.json({ ok: true }));
    expect(await api.logout()).toEqual({ ok: true, value: true });
    expect(seen.request?.method).toBe('DELETE');
  });
});

describe('signUp (doc 1 §7 form; doc 1 §8)', () => {
  const input = {
    username: 'rita',
    first_name: 'Rita',
    last_name: 'Moura',
    email: 'rita@x.com',
    password: 'segredo',
    password_confirm: 'segredo',
  };

  it('sends a form with lat/lon and new_area as JSON', async () => {
    const seen = capture('post', apiPaths.users, () => HttpResponse.json({ users: maria }, { status: 201 }));
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
      { ok: false, status: 404, error: accountTexts.invalidInviteCode },
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
      { ok: false, status: 500, error: accountTexts.signupFailed },
    ],
  ])('%s', async (_name, reply, expected) => {
    capture('post', apiPaths.users, reply);
    expect(await api.signUp(input)).toEqual(expected);
  });
});

describe('members and profiles (doc 1 §7, doc 2 §7)', () => {
  it('lists with page, per_page=20 and area_id; a trimmed query switches to users/search', async () => {
    const list = capture('get', apiPaths.users, () =>
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
    const search = capture('get', apiPaths.usersSearch, () =>
      HttpResponse.json({ users: [], meta: { total_count: 0 } }),
    );
    await api.members({ q: '  mar ' });
    expect(new URL(search.request?.url ?? '').searchParams.get('q')).toBe('mar');
  });

  it('a missing profile reads "Usuário não encontrado" (doc 1 §8)', async () => {
    capture('get', '/api/v1/users/zzz', () => HttpResponse.json({ error: 'x' }, { status: 404 }));
    expect(await api.user('zzz')).toEqual({ ok: false, status: 404, error: accountTexts.userNotFound });
  });

  it('updateMe sends multipart user[...] fields and the avatar file', async () => {
    const seen = capture('put', apiPaths.me, () => HttpResponse.json({ users: maria }));
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
  ])('%s → doc 2 §8 text', async (_name, input, reply, text) => {
    capture('put', apiPaths.me, reply);
    expect(await api.updateMe(input)).toMatchObject({ ok: false, error: text });
  });
});

describe('password, areas, polygon, analyzer', () => {
  it('forgotPassword posts a form; falls back to the doc 1 §8 text', async () => {
    const seen = capture('post', apiPaths.forgotPassword, () => new HttpResponse(null, { status: 500 }));
    expect(await api.forgotPassword('a@b.com')).toEqual({
      ok: false,
      status: 500,
      error: accountTexts.forgotFailed,
    });
    expect(seen.body).toBe('email=a%40b.com');
  });

  it('resetPassword patches JSON and joins errors; network has its own text', async () => {
    const seen = capture('patch', apiPaths.password, () =>
      HttpResponse.json({ errors: ['A', 'B'] }, { status: 422 }),
    );
    expect(await api.resetPassword('t', 'p', 'q')).toEqual({ ok: false, status: 422, error: 'A, B' });
    expect(JSON.parse(seen.body ?? '')).toEqual({
      user: { reset_password_token: 't', password: 'p', password_confirmation: 'q' },
    });
    capture('patch', apiPaths.password, () => HttpResponse.error());
    expect(await api.resetPassword('t', 'p', 'p')).toMatchObject({ error: accountTexts.resetNetworkError });
  });

  it('changeArea puts JSON area_id; failure reads "Erro ao atualizar área"', async () => {
    const seen = capture('put', apiPaths.meArea, () => new HttpResponse(null, { status: 500 }));
    expect(await api.changeArea('a9')).toMatchObject({ ok: false, error: accountTexts.areaUpdateFailed });
    expect(JSON.parse(seen.body ?? '')).toEqual({ area_id: 'a9' });
  });

  it('searchAreas and findAreas pass their query', async () => {
    const seen = capture('get', apiPaths.areas, () => HttpResponse.json({ areas: [] }));
    await api.findAreas({ area: 'Vila', city: 'São Paulo', state: 'SP' });
    expect(Object.fromEntries(new URL(seen.request?.url ?? '').searchParams)).toEqual({
      area: 'Vila',
      city: 'São Paulo',
      state: 'SP',
    });
    const search = capture('get', apiPaths.searchAreas, () => HttpResponse.json({ areas: [] }));
    expect(await api.searchAreas('vi')).toEqual({ ok: true, value: { areas: [] } });
    expect(new URL(search.request?.url ?? '').searchParams.get('q')).toBe('vi');
  });

  it('saveAreaPolygon posts JSON {polygon}; failure and exception texts of doc 1 §8', async () => {
    const seen = capture('post', apiPaths.areaPolygon, () => new HttpResponse(null, { status: 422 }));
    const polygon = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 0, y: 1 },
    ];
    expect(await api.saveAreaPolygon(polygon)).toMatchObject({ error: areaDrawingTexts.saveFailed });
    expect(JSON.parse(seen.body ?? '')).toEqual({ polygon });
    capture('post', apiPaths.areaPolygon, () => HttpResponse.error());
    expect(await api.saveAreaPolygon(polygon)).toMatchObject({ error: areaDrawingTexts.saveError });
  });

  it('analyze sends multipart body and reads results (doc 2 §7)', async () => {
    const results = { objectivity_score: 80, objectivity: 80, suggestions: [] };
    const seen = capture('post', apiPaths.analyzer, () => HttpResponse.json({ results }));
    expect(await api.analyze('Título Texto')).toEqual({ ok: true, value: results });
    expect(seen.form?.get('body')).toBe('Título Texto');
    capture('post', apiPaths.analyzer, () => HttpResponse.error());
    expect(await api.analyze('x')).toMatchObject({ error: POST_ERROR_TEXTS.analysisNetwork });
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
    capture('get', apiPaths.geoReverse, () => HttpResponse.json(answer));
    expect(await api.reverseGeocode(-23.5, -46.6)).toEqual({ ok: true, value: answer });
    capture('get', apiPaths.geoReverse, () => HttpResponse.json({}, { status: 404 }));
    expect(await api.reverseGeocode(0, 0)).toMatchObject({ error: accountTexts.cityNotFound });
  });
});
