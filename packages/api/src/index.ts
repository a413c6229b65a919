// The public face of @vizinhos/api: the contract, the client and the error texts.
export type { ApiClient, ApiClientOptions, ApiResult, SignupOutcome } from './client.ts';
export { createApiClient } from './client.ts';
export type {
  AnalyzerAnswer,
  AreaPolygonBody,
  AreasAnswer,
  AreasQuery,
  ChangeAreaBody,
  ErrorBody,
  ForgotPasswordForm,
  LoginAnswer,
  LoginForm,
  MembersQuery,
  OkAnswer,
  ProfileFlags,
  ResetPasswordAnswer,
  ResetPasswordBody,
  ReverseGeoAnswer,
  SignInBody,
  SignupAnswer,
  SignupForm,
  SignupInput,
  UpdateMeInput,
  UserEnvelope,
  UsersPage,
} from './contract.ts';
export {
  apiPaths,
  apiPrefix,
  maxUploadBytes,
  updateMeFields,
  userOf,
  userPath,
} from './contract.ts';
