// Portuguese refusals of the account settings: the change of password.
import { PROFILE_TEXTS } from '@vizinhos/domain';

/** Refusals of the settings routes. */
export const settingsServerTexts = {
  currentPasswordWrong: PROFILE_TEXTS.currentPasswordWrong,
} as const;
