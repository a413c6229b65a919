import { accountsDomainTexts, checkUsername, type User } from '@vizinhos/domain';
import type { ProfileFormErrors, ProfileFormValues } from '@vizinhos/ui';

/** What PUT users/me takes from the form (spec: Calls: user[username], user[first_name], user[last_name], user[summary]). */
export type ProfileEdit = { username: string; first_name: string; last_name: string; summary: string };

/** The form filled from the profile. */
export function profileFormOf(user: User): ProfileFormValues {
  return {
    username: user.username,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    summary: user.summary ?? '',
  };
}

/**
 * Checks the edit before it is sent, with the rules the server applies again (spec: Validation
 * rules, left open for the profile; the signup's field rules): a valid username and both names;
 * the fields' maxLength holds the limits. The errors by field, or the edit to send.
 */
export function checkProfileForm(
  values: ProfileFormValues,
): { ok: true; edit: ProfileEdit } | { ok: false; errors: ProfileFormErrors } {
  const trimmed = {
    username: values.username.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    summary: values.summary.trim(),
  };
  const errors: ProfileFormErrors = {};
  const username = checkUsername(trimmed.username);
  if (!username.ok) errors.username = username.message;
  if (!trimmed.firstName) errors.firstName = accountsDomainTexts.requiredFields;
  if (!trimmed.lastName) errors.lastName = accountsDomainTexts.requiredFields;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    edit: {
      username: trimmed.username,
      first_name: trimmed.firstName,
      last_name: trimmed.lastName,
      summary: trimmed.summary,
    },
  };
}
