import { accountsDomainTexts } from './accounts.texts.ts';
import { retryAfterText } from './retryAfterText.ts';

/** How a login attempt failed, as the api client sees it (spec: Error catalogue). */
export type LoginFailure =
  | { kind: 'status'; status: number; error?: string | undefined; retryAfterS?: number | undefined }
  | { kind: 'network' }
  | { kind: 'noUser' }
  | { kind: 'unknown'; message: string };

/**
 * The login error text (spec: Error catalogue): 401 wrong credentials; 429 too many attempts, then
 * when to try again from `Retry-After`; any error mentioning
 * "cancelled" means the account is not activated; an unexpected error "Erro desconhecido: ..."; an
 * answer without user "Resposta inválida do servidor"; otherwise the server's error or "Erro no login".
 */
export function describeLoginError(failure: LoginFailure): string {
  switch (failure.kind) {
    case 'network':
      return accountsDomainTexts.networkError;
    case 'noUser':
      return accountsDomainTexts.invalidResponse;
    case 'unknown':
      return failure.message.includes('cancelled')
        ? accountsDomainTexts.notActivated
        : `${accountsDomainTexts.unknownErrorPrefix}${failure.message}`;
    case 'status':
      if (failure.status === 401) return accountsDomainTexts.wrongCredentials;
      if (failure.status === 429)
        return [accountsDomainTexts.tooManyAttempts, retryAfterText(failure.retryAfterS)]
          .filter(Boolean)
          .join(' ');
      if (failure.error?.includes('cancelled')) return accountsDomainTexts.notActivated;
      return failure.error?.trim() || accountsDomainTexts.loginFailed;
  }
}

/** The forgot-password error (spec: Error catalogue): the server's error or the fallback. */
export function describeForgotError(serverError: string | undefined): string {
  return serverError?.trim() || accountsDomainTexts.forgotFailed;
}

/** The reset-password error (spec: Error catalogue): the server's errors joined, or the fallback. */
export function describeResetError(errors: readonly string[] | string | undefined): string {
  const list = typeof errors === 'string' ? [errors] : (errors ?? []);
  const joined = list.filter((e) => e.trim() !== '').join(', ');
  return joined || accountsDomainTexts.resetFailed;
}

/** The avatar upload error (spec: Error catalogue): a failed answer or a network failure. */
export function describeAvatarError(kind: 'status' | 'network'): string {
  return kind === 'network' ? accountsDomainTexts.avatarNetworkError : accountsDomainTexts.avatarFailed;
}
