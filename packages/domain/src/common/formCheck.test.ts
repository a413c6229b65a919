import { describe, expect, it } from 'vitest';
import { CHECK_OK, failCheck } from './formCheck.ts';

describe('formCheck', () => {
  it('spec: Validation rules: a failed check carries its message; a passed one none', () => {
    expect(failCheck('Por favor, digite sua senha')).toEqual({
      ok: false,
      message: 'Por favor, digite sua senha',
    });
    expect(CHECK_OK).toEqual({ ok: true });
  });
});
