import {
  type AuthAction,
  type AuthState,
  initialAuth,
  readUserEnvelope,
  reduceAuth,
  type User,
} from '@vizinhos/domain';
import { atom, createStore, type Store } from 'jotai';
import { apiClientAtom } from '../apiClientAtom.ts';

// The session every feature reads (who is signed in), app-level so that no feature imports the
// accounts feature for it (ARCHITECTURE.md: features compose, they do not reach).

const authStateAtom = atom<AuthState>(initialAuth);
const dispatchAuthAtom = atom(null, (get, set, action: AuthAction) => {
  set(authStateAtom, reduceAuth(get(authStateAtom), action));
});

/**
 * A fresh store for one session (STYLE.md, Atoms): signed in with its user, or signed out. A new one
 * is made at every login and logout, so nothing of the last session needs resetting by hand.
 */
export function createSessionStore(user: User | undefined): Store {
  const store = createStore();
  store.set(dispatchAuthAtom, { type: 'sessionChecked', user });
  return store;
}

/** The session (spec: Authentication): loading, authenticated with its user, or unauthenticated. */
export const authAtom = atom((get) => get(authStateAtom));

/** The signed-in user, or undefined. */
export const currentUserAtom = atom((get) => get(authStateAtom).user);

/** Asks the server who is signed in (spec: Authentication): any failure means nobody. */
export const checkSessionAtom = atom(null, async (get): Promise<User | undefined> => {
  const result = await get(apiClientAtom).me();
  return result.ok ? readUserEnvelope({ users: result.value }) : undefined;
});

/** Reads the signed-in user again (after a profile edit): the header shows the new name at once. */
export const refreshCurrentUserAtom = atom(null, async (_get, set) => {
  const user = await set(checkSessionAtom);
  if (user) set(dispatchAuthAtom, { type: 'userUpdated', user });
});
