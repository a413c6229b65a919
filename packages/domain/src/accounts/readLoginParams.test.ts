import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readLoginParams } from './readLoginParams.ts';

describe('readLoginParams', () => {
  it.each([
    [
      'spec: Screens and routes: nothing',
      '',
      { mode: 'login', inviteCode: undefined, showsActivated: false, resetToken: undefined },
    ],
    [
      'spec: Screens and routes: invite_code goes to signup',
      '?invite_code=ABC123',
      { mode: 'signup', inviteCode: 'ABC123', showsActivated: false, resetToken: undefined },
    ],
    [
      'spec: Screens and routes: registrationSuccess=true',
      '?registrationSuccess=true',
      { mode: 'login', inviteCode: undefined, showsActivated: true, resetToken: undefined },
    ],
    [
      'spec: Screens and routes: registrationSuccess=1 is not true',
      '?registrationSuccess=1',
      { mode: 'login', inviteCode: undefined, showsActivated: false, resetToken: undefined },
    ],
    [
      'spec: Screens and routes: reset_password_token',
      'reset_password_token=t0k',
      { mode: 'login', inviteCode: undefined, showsActivated: false, resetToken: 't0k' },
    ],
    [
      'spec: Screens and routes: an empty invite code is none',
      '?invite_code=',
      { mode: 'login', inviteCode: undefined, showsActivated: false, resetToken: undefined },
    ],
  ])('%s', (_name, search, params) => {
    expect(readLoginParams(search)).toEqual(params);
  });

  it('invariant: any invite code given survives the round trip through the address', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== ''),
        (code) => {
          const params = readLoginParams(`?${new URLSearchParams({ invite_code: code })}`);
          expect(params).toMatchObject({ mode: 'signup', inviteCode: code.trim() });
        },
      ),
    );
  });
});
