import { accountTexts } from './accounts.texts.ts';
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
      return accountTexts.networkError;
    case 'noUser':
      return accountTexts.invalidResponse;
    case 'unknown':
      return failure.message.includes('cancelled')
        ? accountTexts.notActivated
        : `${accountTexts.unknownErrorPrefix}${failure.message}`;
    case 'status':
      if (failure.status === 401) return accountTexts.wrongCredentials;
      if (failure.status === 429)
        return [accountTexts.tooManyAttempts, retryAfterText(failure.retryAfterS)].filter(Boolean).join(' ');
      if (failure.error?.includes('cancelled')) return accountTexts.notActivated;
      return failure.error?.trim() || accountTexts.loginFailed;
  }
}

/** The forgot-password error (spec: Error catalogue): the server's error or the fallback. */
export function describeForgotError(serverError: string | undefined): string {
  return serverError?.trim() || accountTexts.forgotFailed;
}

/** The reset-password error (spec: Error catalogue): the server's errors joined, or the fallback. */
export function describeResetError(errors: readonly string[] | string | undefined): string {
  const list = typeof errors === 'string' ? [errors] : (errors ?? []);
  const joined = list.filter((e) => e.trim() !== '').join(', ');
  return joined || accountTexts.resetFailed;
}

/** The avatar upload error (spec: Error catalogue): a failed answer or a network failure. */
export function describeAvatarError(kind: 'status' | 'network'): string {
  return kind === 'network' ? accountTexts.avatarNetworkError : accountTexts.avatarFailed;
}
