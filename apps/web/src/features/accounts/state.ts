import {
  describeLoginError,
  type FieldErrors,
  loginFieldErrors,
  readUserEnvelope,
  type User,
  validateLogin,
} from '@vizinhos/domain';
import { atom } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';

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
