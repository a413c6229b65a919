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
    ['doc 1 §8: 401', { kind: 'status', status: 401, error: 'x' }, 'Login ou senha incorreta'],
    [
      'doc 1 §8: 429',
      { kind: 'status', status: 429 },
      'Máximo de tentativas excedidas. Por favor, tente novamente mais tarde.',
    ],
    [
      'doc 1 §8: "cancelled" in the server error',
      { kind: 'status', status: 403, error: 'account cancelled' },
      'Sua conta ainda não foi ativada. Clique no link em sua mensagem de e-mail para completar o registro da conta.',
    ],
    [
      'doc 1 §8: "cancelled" in a thrown error',
      { kind: 'unknown', message: 'request cancelled' },
      'Sua conta ainda não foi ativada. Clique no link em sua mensagem de e-mail para completar o registro da conta.',
    ],
    ['doc 1 §8: another thrown error', { kind: 'unknown', message: 'boom' }, 'Erro desconhecido: boom'],
    ['doc 1 §5: no user in the answer', { kind: 'noUser' }, 'Resposta inválida do servidor'],
    [
      'doc 1 §8: the server error',
      { kind: 'status', status: 400, error: 'Conta bloqueada' },
      'Conta bloqueada',
    ],
    ['doc 1 §8: the fallback', { kind: 'status', status: 500, error: ' ' }, 'Erro no login'],
    ['doc 1 §8: no error field', { kind: 'status', status: 500 }, 'Erro no login'],
    ['doc 1 §8: network', { kind: 'network' }, 'Erro de rede. Tente novamente.'],
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
    ['doc 1 §8: forgot, server error', 'Email não cadastrado', 'Email não cadastrado'],
    ['doc 1 §8: forgot, fallback', undefined, 'Erro ao enviar email de recuperação'],
  ])('%s', (_name, error, text) => {
    expect(describeForgotError(error)).toBe(text);
  });

  it.each([
    [
      'doc 1 §8: reset, joined errors',
      ['Token expired', 'Password too weak'],
      'Token expired, Password too weak',
    ],
    ['doc 1 §8: reset, one error as text', 'Token invalid', 'Token invalid'],
    ['doc 1 §8: reset, empty list', [], 'Failed to reset password'],
    ['doc 1 §8: reset, no errors', undefined, 'Failed to reset password'],
  ])('%s', (_name, errors, text) => {
    expect(describeResetError(errors)).toBe(text);
  });

  it.each([
    ['doc 1 §8: avatar failure', 'status' as const, 'Erro ao atualizar avatar'],
    ['doc 1 §8: avatar network', 'network' as const, 'Erro de rede ao atualizar avatar'],
  ])('%s', (_name, kind, text) => {
    expect(describeAvatarError(kind)).toBe(text);
  });
});
