import {
  type AuthAction,
  type AuthState,
  describeLoginError,
  type FieldErrors,
  initialAuth,
  loginFieldErrors,
  readUserEnvelope,
  reduceAuth,
  type User,
  validateLogin,
} from '@vizinhos/domain';
import { atom, createStore, type Store } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';

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

/** A sign-in's progress: under way, the server's error, and what is wrong with each field. */
type LoginStatus = {
  isLoading: boolean;
  error: string | null;
  fieldErrors: FieldErrors<'login' | 'password'>;
};

const idleLogin: LoginStatus = { isLoading: false, error: null, fieldErrors: {} };
const loginStatusAtom = atom<LoginStatus>(idleLogin);

/** Whether a sign-in is under way, the last error text and the fields' errors. */
export const loginStateAtom = atom((get) => get(loginStatusAtom));

/** Signs in (POST users/sign_in); the user on success, whose session then gets a store of its own. */
export const loginAtom = atom(
  null,
  async (get, set, input: { user: string; password: string }): Promise<User | undefined> => {
    // spec: Validation rules: its text above the form, and each blank field marked under it.
    const form = { login: input.user, password: input.password };
    const check = validateLogin(form);
    if (!check.ok) {
      set(loginStatusAtom, { ...idleLogin, error: check.message, fieldErrors: loginFieldErrors(form) });
      return undefined;
    }
    set(loginStatusAtom, { ...idleLogin, isLoading: true });
    // The client words every failure (describeLoginError), the network one and a 429's wait included.
    const result = await get(apiClientAtom).signIn(input.user.trim(), input.password);
    if (!result.ok) {
      set(loginStatusAtom, { ...idleLogin, error: result.error });
      return undefined;
    }
    // The api's wire type is looser than the domain's: read it as the envelope the server sent.
    const user = readUserEnvelope({ users: result.value });
    set(loginStatusAtom, { ...idleLogin, error: user ? null : describeLoginError({ kind: 'noUser' }) });
    return user;
  },
);

/** Clears the login error (switching modes). */
export const clearLoginErrorAtom = atom(null, (_get, set) => {
  set(loginStatusAtom, idleLogin);
});

/** Tells the server the session ends (spec: Authentication); the caller drops the store whatever it answers. */
export const logoutAtom = atom(null, async (get) => {
  await get(apiClientAtom).logout();
});

/** The login screen's three modes (spec: the login screen). */
export type LoginMode = 'login' | 'signup' | 'forgot';

// null follows the address (invite_code opens signup) until the user switches modes.
const chosenModeAtom = atom<LoginMode | null>(null);

/** The mode the user chose, or null while the address decides. */
export const chosenLoginModeAtom = atom((get) => get(chosenModeAtom));

/** Switches the login screen's mode. */
export const chooseLoginModeAtom = atom(null, (_get, set, mode: LoginMode | null) =>
  set(chosenModeAtom, mode),
);
