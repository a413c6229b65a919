import {
  accountTexts,
  areaDrawingTexts,
  describeAvatarError,
  describeForgotError,
  describeLoginError,
  describeResetError,
  interpretSignupAnswer,
  isRecord,
  MEMBERS_PAGE_SIZE,
  normalizeMemberSearch,
  POST_ERROR_TEXTS,
  type PolygonPoint,
  readText,
  type WireUser,
} from '@vizinhos/domain';
import {
  type AnalyzerAnswer,
  type AreasAnswer,
  type AreasQuery,
  apiPaths,
  type MembersQuery,
  type ProfileFlags,
  type ReverseGeoAnswer,
  type SignupInput,
  type UpdateMeInput,
  type UsersPage,
  updateMeFields,
  userOf,
  userPath,
} from './contract.ts';

/** The outcome of a call: the value, or the status and the text to show (doc 1 §8, doc 2 §8). */
export type ApiResult<T> = { ok: true; value: T } | { ok: false; status: number; error: string };

/** What signup may end in besides an error: the user, or a request to pick an area (doc 1 §4). */
export type SignupOutcome = { kind: 'created'; user: WireUser } | { kind: 'requires_area_search' };

/** Options of the client: base URL (same origin by default) and a fetch to use. */
export type ApiClientOptions = { baseUrl?: string; fetch?: typeof fetch };

type Answer = { status: number; ok: boolean; body: unknown };
type Texts = { failed: string; network: string };

const networkStatus = 0;

function query(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

function serverError(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, validationError, errors } = body as Record<string, unknown>;
  if (typeof validationError === 'string' && validationError) return validationError;
  if (typeof error === 'string' && error) return error;
  if (Array.isArray(errors) && errors.length > 0) return errors.map(String).join(', ');
  return undefined;
}

/** Builds the typed client of the contract; every call sends the session cookie. */
export function createApiClient({ baseUrl = '', fetch: fetcher }: ApiClientOptions = {}) {
  async function send(method: string, path: string, body?: BodyInit, json?: unknown): Promise<Answer | null> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    let payload = body;
    if (json !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(json);
    }
    try {
      // Looked up per call, so that a fetch patched later (MSW, polyfills) is the one used.
      const response = await (fetcher ?? globalThis.fetch)(`${baseUrl}${path}`, {
        method,
        credentials: 'include',
        headers,
        ...(payload === undefined ? {} : { body: payload }),
      });
      const text = await response.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      return { status: response.status, ok: response.ok, body: parsed };
    } catch {
      return null;
    }
  }

  function failure<T>(answer: Answer | null, texts: Texts): ApiResult<T> {
    if (answer === null) return { ok: false, status: networkStatus, error: texts.network };
    return { ok: false, status: answer.status, error: serverError(answer.body) ?? texts.failed };
  }

  async function userCall(method: string, path: string, texts: Texts, body?: BodyInit, json?: unknown) {
    const answer = await send(method, path, body, json);
    if (!answer?.ok) return failure<WireUser>(answer, texts);
    const user = userOf(answer.body);
    return user
      ? ({ ok: true, value: user } as const)
      : ({ ok: false, status: answer.status, error: accountTexts.invalidResponse } as const);
  }

  async function listCall<T>(path: string, texts: Texts): Promise<ApiResult<T>> {
    const answer = await send('GET', path);
    return answer?.ok ? { ok: true, value: answer.body as T } : failure(answer, texts);
  }

  async function okCall(method: string, path: string, texts: Texts, body?: BodyInit, json?: unknown) {
    const answer = await send(method, path, body, json);
    return answer?.ok ? ({ ok: true, value: true } as const) : failure<true>(answer, texts);
  }

  const generic: Texts = { failed: accountTexts.loginFailed, network: accountTexts.networkError };

  return {
    /** GET users/me: the signed-in user, or status 401 when nobody is (doc 1 §7). */
    me: (flags: ProfileFlags = { include_area: true }) =>
      userCall('GET', `${apiPaths.me}${query(flags)}`, generic),

    /** POST users/sign_in with an e-mail or a username; errors worded by domain's describeLoginError (doc 1 §8). */
    async signIn(user: string, password: string): Promise<ApiResult<WireUser>> {
      const answer = await send('POST', apiPaths.signIn, undefined, { user, password });
      if (answer === null)
        return { ok: false, status: networkStatus, error: describeLoginError({ kind: 'network' }) };
      if (!answer.ok) {
        // The server names a not-activated account by a code (doc 1 §8 "errors mentioning cancelled").
        const record = isRecord(answer.body) ? answer.body : {};
        const error = readText(record.code) ?? serverError(answer.body);
        return {
          ok: false,
          status: answer.status,
          error: describeLoginError({ kind: 'status', status: answer.status, error }),
        };
      }
      const found = userOf(answer.body);
      return found
        ? { ok: true, value: found }
        : { ok: false, status: answer.status, error: describeLoginError({ kind: 'noUser' }) };
    },

    /** POST users/login.json as a form: user, or the joined errors. */
    loginForm: (username: string, password: string) =>
      userCall('POST', apiPaths.loginJson, generic, new URLSearchParams({ username, password })),

    /** DELETE users/logout; callers clear local state whatever the answer (doc 1 §4). */
    logout: () => okCall('DELETE', apiPaths.logout, generic),

    /** POST users as a form; the answer is read by domain's interpretSignupAnswer (doc 1 §7, §8). */
    async signUp(input: SignupInput): Promise<ApiResult<SignupOutcome>> {
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(input)) {
        if (value === undefined) continue;
        form.set(key, key === 'new_area' ? JSON.stringify(value) : String(value));
      }
      const answer = await send('POST', apiPaths.users, form);
      if (answer === null) return { ok: false, status: networkStatus, error: accountTexts.networkError };
      const outcome = interpretSignupAnswer(answer.status, answer.body);
      if (outcome.kind === 'failed') return { ok: false, status: answer.status, error: outcome.message };
      if (outcome.kind === 'areaSearchRequired') return { ok: true, value: { kind: 'requires_area_search' } };
      const user = userOf(answer.body);
      return user
        ? { ok: true, value: { kind: 'created', user } }
        : { ok: false, status: answer.status, error: accountTexts.invalidResponse };
    },

    /** PUT users/me/area (doc 1 §7). */
    changeArea: (areaId: string) =>
      userCall(
        'PUT',
        apiPaths.meArea,
        { failed: accountTexts.areaUpdateFailed, network: accountTexts.areaUpdateFailed },
        undefined,
        {
          area_id: areaId,
        },
      ),

    /** POST forgot_password as a form. */
    forgotPassword: (email: string) =>
      okCall(
        'POST',
        apiPaths.forgotPassword,
        { failed: describeForgotError(undefined), network: describeForgotError(undefined) },
        new URLSearchParams({ email }),
      ),

    /** PATCH users/password with the e-mailed token; errors joined by domain's describeResetError (doc 1 §8). */
    async resetPassword(token: string, password: string, confirmation: string): Promise<ApiResult<true>> {
      const answer = await send('PATCH', apiPaths.password, undefined, {
        user: { reset_password_token: token, password, password_confirmation: confirmation },
      });
      if (answer === null) return { ok: false, status: networkStatus, error: accountTexts.resetNetworkError };
      if (answer.ok) return { ok: true, value: true };
      const body = isRecord(answer.body) ? answer.body : {};
      const errors = Array.isArray(body.errors)
        ? body.errors.filter((item) => typeof item === 'string')
        : readText(body.error);
      return { ok: false, status: answer.status, error: describeResetError(errors) };
    },

    /** GET search/areas?q= */
    searchAreas: (q: string) =>
      listCall<AreasAnswer>(`${apiPaths.searchAreas}${query({ q })}`, {
        failed: accountTexts.areaInfoFailed,
        network: accountTexts.areaInfoFailed,
      }),

    /** GET areas?area=&city=&state= */
    findAreas: (q: AreasQuery) =>
      listCall<AreasAnswer>(`${apiPaths.areas}${query(q)}`, {
        failed: accountTexts.areaInfoFailed,
        network: accountTexts.areaInfoFailed,
      }),

    /** GET users (members of one's area, 20 a page) or users/search when q is not blank. */
    members: ({ q, page = 1, per_page = MEMBERS_PAGE_SIZE, area_id }: MembersQuery = {}) => {
      const text = normalizeMemberSearch(q ?? '');
      const path = text ? apiPaths.usersSearch : apiPaths.users;
      return listCall<UsersPage>(`${path}${query({ q: text, page, per_page, area_id })}`, generic);
    },

    /** GET users/{id} with the profile flags (doc 2 §7); 404 reads "Usuário não encontrado". */
    async user(id: string, flags: ProfileFlags = {}): Promise<ApiResult<WireUser>> {
      const result = await userCall('GET', `${userPath(id)}${query(flags)}`, generic);
      if (!result.ok && result.status === 404) return { ...result, error: accountTexts.userNotFound };
      return result;
    },

    /** PUT users/me as multipart: fields under user[...], avatar as user[avatar]. */
    updateMe(input: UpdateMeInput): Promise<ApiResult<WireUser>> {
      const form = new FormData();
      for (const key of ['username', 'first_name', 'last_name', 'summary'] as const) {
        const value = input[key];
        if (value !== undefined) form.set(updateMeFields[key], value);
      }
      if (input.avatar) form.set(updateMeFields.avatar, input.avatar, 'avatar.png');
      const texts = input.avatar
        ? { failed: describeAvatarError('status'), network: describeAvatarError('network') }
        : { failed: POST_ERROR_TEXTS.profileUpdateFailed, network: POST_ERROR_TEXTS.profileUpdateNetwork };
      return userCall('PUT', apiPaths.me, texts, form);
    },

    /** POST users/me/area_polygon; only the ok status matters (doc 1 §7). */
    saveAreaPolygon: (polygon: PolygonPoint[]) =>
      okCall(
        'POST',
        apiPaths.areaPolygon,
        { failed: areaDrawingTexts.saveFailed, network: areaDrawingTexts.saveError },
        undefined,
        { polygon },
      ),

    /** POST analyzer as multipart with `body` (doc 2 §7). */
    async analyze(text: string): Promise<ApiResult<AnalyzerAnswer['results']>> {
      const form = new FormData();
      form.set('body', text);
      const answer = await send('POST', apiPaths.analyzer, form);
      const texts = { failed: POST_ERROR_TEXTS.analysisFailed, network: POST_ERROR_TEXTS.analysisNetwork };
      const results = (answer?.body as AnalyzerAnswer | null)?.results;
      return answer?.ok && results ? { ok: true, value: results } : failure(answer, texts);
    },

    /** GET geo/reverse: the nearest municipality to the coordinates (replaces the browser geocoder). */
    reverseGeocode: (lat: number, lon: number) =>
      listCall<ReverseGeoAnswer>(`${apiPaths.geoReverse}${query({ lat, lon })}`, {
        failed: accountTexts.cityNotFound,
        network: accountTexts.locationDetailsFailed,
      }),
  };
}

/** The client's type, for props and atoms that receive one. */
export type ApiClient = ReturnType<typeof createApiClient>;
