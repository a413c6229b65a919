import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interpretSignupAnswer } from './interpretSignupAnswer.ts';

describe('interpretSignupAnswer', () => {
  it.each([
    [
      'spec: Error catalogue: 404 is an invalid invite code',
      404,
      {},
      { kind: 'failed', message: 'O código de convite é inválido' },
    ],
    [
      'spec: States and transitions: requires_area_search leads to step 5',
      200,
      { requires_area_search: true },
      { kind: 'areaSearchRequired' },
    ],
    ['spec: States and transitions: created', 201, { users: { _id: 'u1' } }, { kind: 'created' }],
    [
      'spec: Error catalogue: validationError first',
      422,
      { validationError: 'Email já usado', error: 'x' },
      { kind: 'failed', message: 'Email já usado' },
    ],
    [
      'spec: Error catalogue: then error',
      400,
      { error: 'Usuário já existe' },
      { kind: 'failed', message: 'Usuário já existe' },
    ],
    [
      'spec: Error catalogue: a 200 carrying an error',
      200,
      { error: 'Área inválida' },
      { kind: 'failed', message: 'Área inválida' },
    ],
    [
      'spec: Error catalogue: then the fallback',
      500,
      null,
      { kind: 'failed', message: 'Erro ao criar conta' },
    ],
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
