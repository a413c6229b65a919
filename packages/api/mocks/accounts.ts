import type { MailLinkState, WireArea, WireUser } from '@vizinhos/domain';
import { makeWireUser } from '@vizinhos/domain/testing';
import { HttpResponse, http } from 'msw';
import type { WireTown } from '../src/accounts.ts';

// Accounts fixtures (spec: Data model, Area) and handlers of the accounts calls (spec: API contract):
// sign in, signup, and the area search the signup wizard runs.

/** An area of São Paulo, Vila Mariana with 17 residents by default; override anything. */
export function makeWireArea(overrides: Partial<WireArea> = {}): WireArea {
  const name = typeof overrides.name === 'string' ? overrides.name : 'Vila Mariana';
  return {
    _id: { $oid: 'a1' },
    id: 'a1',
    name,
    full_name: `${name}, São Paulo - SP`,
    city: 'São Paulo',
    state: 'SP',
    state_name: 'São Paulo',
    user_count: 17,
    created_at: '2026-01-10T12:00:00.000Z',
    latitude: -23.59,
    longitude: -46.63,
    ...overrides,
  };
}

/** Vila Mariana (17 residents) and Vila Clementino (4): what a search for "Vila" finds. */
export function makeWireAreas(): WireArea[] {
  return [
    makeWireArea(),
    makeWireArea({ _id: { $oid: 'a2' }, id: 'a2', name: 'Vila Clementino', user_count: 4 }),
  ];
}

/** Campinas, a town with no area yet: the search offers to propose one there. */
export function makeWireTown(overrides: Partial<WireTown> = {}): WireTown {
  return { id: 3509502, name: 'Campinas', state: { code: 'SP', name: 'São Paulo' }, ...overrides };
}

/** Counts the calls a handler answered, for a story's play to check (reset it at the play's start). */
export type CallCount = { count: number };

/** Scenarios of the accounts calls. */
export const accountHandlers = {
  /** POST users/sign_in answers with this status and body (401, 429, a "cancelled" code, ...). */
  signIn: (status: number, body: object) => [
    http.post('*/api/v1/users/sign_in', () => HttpResponse.json(body, { status })),
  ],
  /** Signed in: GET users/me and POST users/sign_in answer with the user. */
  signedIn: (user: WireUser = makeWireUser()) => [
    http.get('*/api/v1/users/me', () => HttpResponse.json({ users: user })),
    http.post('*/api/v1/users/sign_in', () => HttpResponse.json({ users: user })),
  ],
  /** GET search/areas answers these areas (and towns with no area yet); each query is pushed to `queries` when given. */
  areaSearch: (
    areas: readonly WireArea[] = makeWireAreas(),
    queries?: string[],
    towns: readonly WireTown[] = [],
  ) => [
    http.get('*/api/v1/search/areas', ({ request }) => {
      queries?.push(new URL(request.url).searchParams.get('q') ?? '');
      return HttpResponse.json({ areas, towns });
    }),
  ],
  /** POST users/sign_in answers 429 with `Retry-After` in seconds. */
  signInThrottled: (retryAfterS = 240) => [
    http.post('*/api/v1/users/sign_in', () =>
      HttpResponse.json(
        { error: 'Muitas tentativas' },
        { status: 429, headers: { 'Retry-After': String(retryAfterS) } },
      ),
    ),
  ],
  /** GET users/password?reset_password_token= answers this state of the reset link. */
  resetLink: (state: MailLinkState) => [
    http.get('*/api/v1/users/password', () =>
      state === 'valid'
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json(
            { error: 'O link de redefinição de senha é inválido ou expirou.', code: state },
            { status: 422 },
          ),
    ),
  ],
  /** GET invites/{code}: good or unknown. */
  invite: (isValid: boolean) => [
    http.get('*/api/v1/invites/:code', () =>
      isValid
        ? HttpResponse.json({ ok: true })
        : HttpResponse.json({ error: 'O código de convite é inválido', code: 'invalid' }, { status: 404 }),
    ),
  ],
  /** POST users: the first attempt asks for an area search (422), later ones create the account. */
  signupAsksForAreaFirst: (attempts: CallCount = { count: 0 }) => [
    http.post('*/api/v1/users', () => {
      attempts.count += 1;
      return attempts.count === 1
        ? HttpResponse.json({ requires_area_search: true, error: 'Escolha a área' }, { status: 422 })
        : HttpResponse.json(
            { users: { _id: { $oid: 'u1' }, id: 'u1', username: 'ana.lima' } },
            { status: 201 },
          );
    }),
  ],
};
