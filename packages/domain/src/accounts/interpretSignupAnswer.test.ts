import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interpretSignupAnswer } from './interpretSignupAnswer.ts';

describe('interpretSignupAnswer', () => {
  it.each([
    [
      'doc 1 §8: 404 is an invalid invite code',
      404,
      {},
      { kind: 'failed', message: 'O código de convite é inválido' },
    ],
    [
      'doc 1 §4: requires_area_search leads to step 5',
      200,
      { requires_area_search: true },
      { kind: 'areaSearchRequired' },
    ],
    ['doc 1 §4: created', 201, { users: { _id: 'u1' } }, { kind: 'created' }],
    [
      'doc 1 §8: validationError first',
      422,
      { validationError: 'Email já usado', error: 'x' },
      { kind: 'failed', message: 'Email já usado' },
    ],
    [
      'doc 1 §8: then error',
      400,
      { error: 'Usuário já existe' },
      { kind: 'failed', message: 'Usuário já existe' },
    ],
    [
      'doc 1 §8: a 200 carrying an error',
      200,
      { error: 'Área inválida' },
      { kind: 'failed', message: 'Área inválida' },
    ],
    ['doc 1 §8: then the fallback', 500, null, { kind: 'failed', message: 'Erro ao criar conta' }],
  ])('%s', (_name, status, body, outcome) => {
    expect(interpretSignupAnswer(status, body)).toEqual(outcome);
  });

  it('invariant: a failure always carries a non-empty message', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), fc.jsonValue(), (status, body) => {
        const outcome = interpretSignupAnswer(status, body);
        if (outcome.kind === 'failed') expect(outcome.message.trim()).not.toBe('');
      }),
    );
  });
});
