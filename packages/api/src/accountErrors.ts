// The wording of the accounts calls' failures (spec: Error texts): the calls of the login screen,
// signup and password recovery. Apart from the other calls' (errors.ts), so the login route loads
// only these.
import {
  accountsDomainTexts,
  describeForgotError,
  describeLoginError,
  describeResetError,
  interpretSignupAnswer,
  isRecord,
  parseRetryAfter,
  readText,
} from '@vizinhos/domain';
import { always, named, orServer, serverError, type Wording } from './wording.ts';

// Sign-in's own form falls back to the login's texts (spec: Error texts).
const loginGeneric: Wording = {
  network: accountsDomainTexts.networkError,
  refused: orServer(accountsDomainTexts.loginFailed),
};

const areaLookup: Wording = {
  network: accountsDomainTexts.areaInfoFailed,
  refused: always(accountsDomainTexts.areaInfoFailed),
};

/** The wording of the accounts calls' failures, by call name. */
export const accountErrorWordings = {
  me: named('verificar a sessão'),
  signIn: {
    network: describeLoginError({ kind: 'network' }),
    // The server names a not-activated account by a code ("errors mentioning cancelled").
    refused: (status, body, retryAfter) =>
      describeLoginError({
        kind: 'status',
        status,
        error: readText(isRecord(body) ? body.code : undefined) ?? serverError(body),
        retryAfterS: parseRetryAfter(retryAfter),
      }),
    invalid: always(describeLoginError({ kind: 'noUser' })),
  },
  loginForm: loginGeneric,
  logout: named('sair'),
  signUp: {
    network: accountsDomainTexts.networkError,
    refused: (status, body) => {
      const outcome = interpretSignupAnswer(status, body);
      return outcome.kind === 'failed' ? outcome.message : accountsDomainTexts.signupFailed;
    },
  },
  changeArea: {
    network: accountsDomainTexts.areaUpdateFailed,
    refused: orServer(accountsDomainTexts.areaUpdateFailed),
  },
  forgotPassword: {
    network: describeForgotError(undefined),
    refused: (_status, body) => describeForgotError(serverError(body)),
  },
  resetPassword: {
    network: accountsDomainTexts.resetNetworkError,
    refused: (_status, body) => {
      const record = isRecord(body) ? body : {};
      const errors = Array.isArray(record.errors)
        ? record.errors.filter((item) => typeof item === 'string')
        : readText(record.error);
      return describeResetError(errors);
    },
  },
  // A mail link's page: only the network or the server failing is an error (the link's own state is a value).
  checkResetToken: named('verificar o link de nova senha'),
  checkInvite: named('verificar o convite'),
  searchAreas: areaLookup,
  findAreas: areaLookup,
  reverseGeocode: {
    network: accountsDomainTexts.locationDetailsFailed,
    refused: (status) =>
      status === 404 ? accountsDomainTexts.cityNotFound : accountsDomainTexts.locationDetailsFailed,
  },
} satisfies Record<string, Wording>;
