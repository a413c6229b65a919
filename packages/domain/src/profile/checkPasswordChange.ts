import { ACCOUNT_FIELD_LIMITS, accountsDomainTexts, MIN_RESET_PASSWORD_LENGTH } from '../accounts/index.ts';
import { CHECK_OK, type FormCheck, failCheck } from '../common/index.ts';
import { PROFILE_TEXTS } from './profile.texts.ts';

/** The change-password form of the settings: the current password, the new one twice. */
export type PasswordChangeForm = { current: string; password: string; confirmation: string };

/**
 * Checks a password change before it is sent (and again on the server): the current password is
 * given; the new one matches its confirmation and has 6 to 200 characters, the reset's rule (spec:
 * Validation rules), worded in Portuguese.
 */
export function checkPasswordChange(form: PasswordChangeForm): FormCheck {
  if (form.current === '') return failCheck(PROFILE_TEXTS.currentPasswordRequired);
  if (form.password !== form.confirmation) return failCheck(accountsDomainTexts.passwordsMismatch);
  if (form.password.length < MIN_RESET_PASSWORD_LENGTH)
    return failCheck(accountsDomainTexts.passwordTooShort);
  if (form.password.length > ACCOUNT_FIELD_LIMITS.password)
    return failCheck(PROFILE_TEXTS.newPasswordTooLong);
  return CHECK_OK;
}
