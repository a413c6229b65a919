import {
  type FieldErrors,
  forgotFieldErrors,
  type MailLinkState,
  resetFieldErrors,
  validateForgotPassword,
  validateResetPassword,
} from '@vizinhos/domain';
import { atom } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';

/** A form's progress: sending, the server's error, each field's error, and whether it is done. */
export type FormProgress = {
  isLoading: boolean;
  error: string | null;
  fieldErrors: FieldErrors<string>;
  isDone: boolean;
};

const idle: FormProgress = { isLoading: false, error: null, fieldErrors: {}, isDone: false };
const forgotBaseAtom = atom<FormProgress>(idle);
const resetBaseAtom = atom<FormProgress>(idle);
const resetLinkBaseAtom = atom<MailLinkState | 'checking'>('checking');

/** The forgot-password form (spec: Screens and routes): sending, error, "Email Enviado". */
export const forgotPasswordAtom = atom((get) => get(forgotBaseAtom));

/** Sends the recovery mail (spec: Validation rules, Calls, Error catalogue). */
export const sendRecoveryMailAtom = atom(null, async (get, set, input: { email: string }) => {
  // spec: Validation rules: its text above the form; the field marked under it (its shape too).
  const check = validateForgotPassword(input);
  const fieldErrors = forgotFieldErrors(input);
  if (!check.ok || Object.keys(fieldErrors).length > 0)
    return set(forgotBaseAtom, { ...idle, error: check.ok ? null : check.message, fieldErrors });
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
      set(resetBaseAtom, { ...idle, error: check.message, fieldErrors: resetFieldErrors(input) });
      return false;
    }
    set(resetBaseAtom, { ...idle, isLoading: true });
    const result = await get(apiClientAtom).resetPassword(input.token, input.password, input.confirmation);
    // The client already joined the server's errors and chose the network text (describeResetError).
    set(resetBaseAtom, result.ok ? { ...idle, isDone: true } : { ...idle, error: result.error });
    return result.ok;
  },
);

/** What the reset link is (checked once on arrival): the form shows only for a good one. */
export const resetLinkAtom = atom((get) => get(resetLinkBaseAtom));

/** Asks the server what the reset link is, without spending it; a network failure shows the form. */
export const checkResetLinkAtom = atom(null, async (get, set, input: { token: string }) => {
  const result = await get(apiClientAtom).checkResetToken(input.token);
  set(resetLinkBaseAtom, result.ok ? result.value : 'valid');
});
