import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeAvatarError,
  describeForgotError,
  describeLoginError,
  describeResetError,
  type LoginFailure,
} from './describeAccountError.ts';

describe('describeLoginError', () => {
  it.each<[string, LoginFailure, string]>([
    ['spec: Error catalogue: 401', { kind: 'status', status: 401, error: 'x' }, 'Login ou senha incorreta'],
    [
      'spec: Error catalogue: 429',
      { kind: 'status', status: 429 },
      'Máximo de tentativas excedidas. Por favor, tente novamente mais tarde.',
    ],
    [
      'spec: Error catalogue: 429 with Retry-After names the minutes',
      { kind: 'status', status: 429, retryAfterS: 240 },
      'Máximo de tentativas excedidas. Por favor, tente novamente mais tarde. Tente de novo em 4 minutos.',
    ],
    [
      'spec: Error catalogue: "cancelled" in the server error',
      { kind: 'status', status: 403, error: 'account cancelled' },
      'Sua conta ainda não foi ativada. Clique no link em sua mensagem de e-mail para completar o registro da conta.',
    ],
    [
      'spec: Error catalogue: "cancelled" in a thrown error',
      { kind: 'unknown', message: 'request cancelled' },
      'Sua conta ainda não foi ativada. Clique no link em sua mensagem de e-mail para completar o registro da conta.',
    ],
    [
      'spec: Error catalogue: another thrown error',
      { kind: 'unknown', message: 'boom' },
      'Erro desconhecido: boom',
    ],
    ['spec: Validation rules: no user in the answer', { kind: 'noUser' }, 'Resposta inválida do servidor'],
    [
      'spec: Error catalogue: the server error',
      { kind: 'status', status: 400, error: 'Conta bloqueada' },
      'Conta bloqueada',
    ],
    ['spec: Error catalogue: the fallback', { kind: 'status', status: 500, error: ' ' }, 'Erro no login'],
    ['spec: Error catalogue: no error field', { kind: 'status', status: 500 }, 'Erro no login'],
    ['spec: Error catalogue: network', { kind: 'network' }, 'Erro de rede. Tente novamente.'],
  ])('%s', (_name, failure, text) => {
    expect(describeLoginError(failure)).toBe(text);
  });

  it('invariant: every failed status gets a non-empty text', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.option(fc.string()), (status, error) => {
        expect(describeLoginError({ kind: 'status', status, error: error ?? undefined }).trim()).not.toBe('');
      }),
    );
  });
});

describe('other account errors', () => {
  it.each([
    ['spec: Error catalogue: forgot, server error', 'Email não cadastrado', 'Email não cadastrado'],
    ['spec: Error catalogue: forgot, fallback', undefined, 'Erro ao enviar email de recuperação'],
  ])('%s', (_name, error, text) => {
    expect(describeForgotError(error)).toBe(text);
  });

  it.each([
    [
      'spec: Error catalogue: reset, joined errors',
      ['Token expired', 'Password too weak'],
      'Token expired, Password too weak',
    ],
    ['spec: Error catalogue: reset, one error as text', 'Token invalid', 'Token invalid'],
    ['spec: Error catalogue: reset, empty list', [], 'Erro ao redefinir a senha'],
    ['spec: Error catalogue: reset, no errors', undefined, 'Erro ao redefinir a senha'],
  ])('%s', (_name, errors, text) => {
    expect(describeResetError(errors)).toBe(text);
  });

  it.each([
    ['spec: Error catalogue: avatar failure', 'status' as const, 'Erro ao atualizar avatar'],
    ['spec: Error catalogue: avatar network', 'network' as const, 'Erro de rede ao atualizar avatar'],
  ])('%s', (_name, kind, text) => {
    expect(describeAvatarError(kind)).toBe(text);
  });
});
