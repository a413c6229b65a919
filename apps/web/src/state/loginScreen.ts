import { atom } from 'jotai';

/** The login screen's three modes (doc 1 §2). */
export type LoginMode = 'login' | 'signup' | 'forgot';

// null follows the address (invite_code opens signup, doc 1 §2) until the user switches modes.
const chosenModeAtom = atom<LoginMode | null>(null);

/** The mode the user chose, or null while the address decides. */
export const chosenLoginModeAtom = atom((get) => get(chosenModeAtom));

/** Switches the login screen's mode. */
export const chooseLoginModeAtom = atom(null, (_get, set, mode: LoginMode | null) =>
  set(chosenModeAtom, mode),
);
