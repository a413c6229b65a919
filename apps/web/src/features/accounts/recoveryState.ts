import { validateForgotPassword, validateResetPassword } from '@vizinhos/domain';
import { atom } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';

/** A form's progress: sending, its error, and whether it is done. */
export type FormProgress = { isLoading: boolean; error: string | null; isDone: boolean };

const idle: FormProgress = { isLoading: false, error: null, isDone: false };
const forgotBaseAtom = atom<FormProgress>(idle);
const resetBaseAtom = atom<FormProgress>(idle);

/** The forgot-password form (spec: Screens and routes): sending, error, "Email Enviado". */
export const forgotPasswordAtom = atom((get) => get(forgotBaseAtom));

/** Sends the recovery mail (spec: Validation rules, Calls, Error catalogue). */
export const sendRecoveryMailAtom = atom(null, async (get, set, input: { email: string }) => {
  const check = validateForgotPassword(input);
  if (!check.ok) return set(forgotBaseAtom, { ...idle, error: check.message });
  set(forgotBaseAtom, { ...idle, isLoading: true });
  // The client words the failure (describeForgotError).
  const result = await get(apiClientAtom).forgotPassword(input.email.trim());
  set(forgotBaseAtom, result.ok ? { ...idle, isDone: true } : { ...idle, error: result.error });
});

/** Back to an empty forgot-password form. */
export const resetForgotFormAtom = atom(null, (_get, set) => set(forgotBaseAtom, idle));

/** The reset-password form (spec: Screens and routes). */
export const resetPasswordAtom = atom((get) => get(resetBaseAtom));

/** Sets the new password with the mailed token (spec: Validation rules, Calls, Error catalogue); true on success. */
export const submitNewPasswordAtom = atom(
  null,
  async (get, set, input: { token: string; password: string; confirmation: string }) => {
    const check = validateResetPassword(input);
    if (!check.ok) {
      set(resetBaseAtom, { ...idle, error: check.message });
      return false;
    }
    set(resetBaseAtom, { ...idle, isLoading: true });
    const result = await get(apiClientAtom).resetPassword(input.token, input.password, input.confirmation);
    // The client already joined the server's errors and chose the network text (describeResetError).
    set(resetBaseAtom, result.ok ? { ...idle, isDone: true } : { ...idle, error: result.error });
    return result.ok;
  },
);
