export { accountsDomainTexts } from './accounts.texts.ts';
export type { SignupEvent, SignupStep, SignupTransition } from './advanceSignupStep.ts';
export { advanceSignupStep } from './advanceSignupStep.ts';
export type { Area } from './area.ts';
export { ACCOUNT_FIELD_LIMITS, checkEmail, checkUsername } from './checkAccountFields.ts';
export type { FieldErrors } from './checkAccountFormFields.ts';
export {
  firstWrongField,
  forgotFieldErrors,
  loginFieldErrors,
  resetFieldErrors,
  signupErrorField,
  signupFieldErrors,
} from './checkAccountFormFields.ts';
export type { LoginFailure } from './describeAccountError.ts';
export {
  describeAvatarError,
  describeForgotError,
  describeLoginError,
  describeResetError,
} from './describeAccountError.ts';
export { distanceKm } from './distanceKm.ts';
export type { SignupOutcome } from './interpretSignupAnswer.ts';
export { interpretSignupAnswer } from './interpretSignupAnswer.ts';
export type { MailLinkKind, MailLinkNextStep, MailLinkState } from './mailLinkState.ts';
export { MAIL_LINK_SLUGS, mailLinkNextStep, readMailLinkState } from './mailLinkState.ts';
export { normalizeArea, readAreasEnvelope } from './normalizeArea.ts';
export { normalizeUser, readUserEnvelope, readUserSearchAnswer, readUsersPage } from './normalizeUser.ts';
export type { LoginParams } from './readLoginParams.ts';
export { readLoginParams } from './readLoginParams.ts';
export type { AuthAction, AuthState } from './reduceAuth.ts';
export { initialAuth, reduceAuth } from './reduceAuth.ts';
export { parseRetryAfter, retryAfterText } from './retryAfterText.ts';
export type { AreaQuery } from './splitAreaQuery.ts';
export { splitAreaQuery } from './splitAreaQuery.ts';
export type { User } from './user.ts';
export type { SignupForm } from './validateAccountForms.ts';
export {
  AREA_SEARCH_DEBOUNCE_MS,
  EMPTY_SIGNUP_FORM,
  MIN_AREA_SEARCH_LENGTH,
  MIN_RESET_PASSWORD_LENGTH,
  RESET_REDIRECT_MS,
  shouldSearchAreas,
  validateAreaChoice,
  validateForgotPassword,
  validateLogin,
  validateResetPassword,
  validateSignup,
} from './validateAccountForms.ts';
export type { WireArea, WireAreasEnvelope, WireNewArea } from './wireArea.ts';
export type { WireMunicipality } from './wireMunicipality.ts';
export type {
  WireSignupAnswer,
  WireUser,
  WireUserArea,
  WireUserEnvelope,
  WireUserSearchAnswer,
  WireUsersPage,
} from './wireUser.ts';
