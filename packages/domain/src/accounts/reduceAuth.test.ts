import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeWireUser } from '../testing.ts';
import { normalizeUser } from './normalizeUser.ts';
import { type AuthAction, type AuthState, initialAuth, reduceAuth } from './reduceAuth.ts';

const maria = normalizeUser(makeWireUser())!;
const signedIn: AuthState = { status: 'authenticated', user: maria };

describe('reduceAuth', () => {
  it.each<[string, AuthState, AuthAction, AuthState]>([
    [
      'spec: States and transitions: the check finds a user',
      initialAuth,
      { type: 'sessionChecked', user: maria },
      signedIn,
    ],
    [
      'spec: States and transitions: the check fails',
      initialAuth,
      { type: 'sessionChecked', user: undefined },
      { status: 'unauthenticated', user: undefined },
    ],
    [
      'spec: States and transitions: login sets the user',
      { status: 'unauthenticated', user: undefined },
      { type: 'loggedIn', user: maria },
      signedIn,
    ],
    [
      'spec: Calls: a profile update replaces the user',
      signedIn,
      { type: 'userUpdated', user: { ...maria, points: 5 } },
      { status: 'authenticated', user: { ...maria, points: 5 } },
    ],
    [
      'spec: States and transitions: an update while signed out changes nothing',
      initialAuth,
      { type: 'userUpdated', user: maria },
      initialAuth,
    ],
    [
      'spec: States and transitions: logout always clears',
      signedIn,
      { type: 'loggedOut' },
      { status: 'unauthenticated', user: undefined },
    ],
  ])('%s', (_name, state, action, expected) => {
    expect(reduceAuth(state, action)).toEqual(expected);
  });

  it('throws on an unknown action (a bug)', () => {
    expect(() => reduceAuth(initialAuth, { type: 'x' } as never)).toThrow();
  });

  it('invariant: a user is present exactly when authenticated, and logout always signs out', () => {
    const action = fc.constantFrom<AuthAction>(
      { type: 'sessionChecked', user: maria },
      { type: 'sessionChecked', user: undefined },
      { type: 'loggedIn', user: maria },
      { type: 'userUpdated', user: maria },
      { type: 'loggedOut' },
    );
    fc.assert(
      fc.property(fc.array(action), (actions) => {
        const state = actions.reduce(reduceAuth, initialAuth);
        expect(state.user !== undefined).toBe(state.status === 'authenticated');
        expect(reduceAuth(state, { type: 'loggedOut' }).status).toBe('unauthenticated');
      }),
    );
  });
});
