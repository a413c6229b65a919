import {
  type AuthAction,
  type AuthState,
  describeLoginError,
  initialAuth,
  readUserEnvelope,
  reduceAuth,
  validateLogin,
} from '@vizinhos/domain';
import { atom } from 'jotai';
import { apiClientAtom } from './api.ts';
import { setUnreadConversationsAtom } from './conversations.ts';
import { resetLayoutAtom } from './layout.ts';
import { dispatchNotificationsAtom } from './notifications.ts';

const authStateAtom = atom<AuthState>(initialAuth);
const dispatchAuthAtom = atom(null, (get, set, action: AuthAction) => {
  set(authStateAtom, reduceAuth(get(authStateAtom), action));
});

/** The session (doc 1 §4): loading, authenticated with its user, or unauthenticated. */
export const authAtom = atom((get) => get(authStateAtom));

/** The signed-in user, or undefined. */
export const currentUserAtom = atom((get) => get(authStateAtom).user);

/** Checks the session at startup (doc 1 §4): any failure means unauthenticated. */
export const checkSessionAtom = atom(null, async (get, set) => {
  const result = await get(apiClientAtom).me();
  set(dispatchAuthAtom, {
    type: 'sessionChecked',
    user: result.ok ? readUserEnvelope({ users: result.value }) : undefined,
  });
});

const loginStatusAtom = atom<{ isLoading: boolean; error: string | null }>({ isLoading: false, error: null });

/** Whether a sign-in is under way and the last error text (doc 1 §5, §8). */
export const loginStateAtom = atom((get) => get(loginStatusAtom));

/** Signs in (doc 1 §7 POST users/sign_in); true on success. */
export const loginAtom = atom(null, async (get, set, input: { user: string; password: string }) => {
  const check = validateLogin({ login: input.user, password: input.password });
  if (!check.ok) {
    set(loginStatusAtom, { isLoading: false, error: check.message });
    return false;
  }
  set(loginStatusAtom, { isLoading: true, error: null });
  const result = await get(apiClientAtom).signIn(input.user.trim(), input.password);
  if (!result.ok) {
    const error = describeLoginError(
      result.status === 0
        ? { kind: 'network' }
        : { kind: 'status', status: result.status, error: result.error },
    );
    set(loginStatusAtom, { isLoading: false, error });
    return false;
  }
  // The api's wire type is looser than the domain's: read it as the envelope the server sent.
  const user = readUserEnvelope({ users: result.value });
  if (!user) {
    set(loginStatusAtom, { isLoading: false, error: describeLoginError({ kind: 'noUser' }) });
    return false;
  }
  set(loginStatusAtom, { isLoading: false, error: null });
  set(dispatchAuthAtom, { type: 'loggedIn', user });
  return true;
});

/** Clears the login error (switching modes). */
export const clearLoginErrorAtom = atom(null, (_get, set) => {
  set(loginStatusAtom, { isLoading: false, error: null });
});

/** Signs out (doc 1 §4): local state is cleared whatever the server answers. */
export const logoutAtom = atom(null, async (get, set) => {
  try {
    await get(apiClientAtom).logout();
  } finally {
    set(dispatchAuthAtom, { type: 'loggedOut' });
    set(resetLayoutAtom);
    set(setUnreadConversationsAtom, 0);
    set(dispatchNotificationsAtom, { type: 'reset' });
  }
});
