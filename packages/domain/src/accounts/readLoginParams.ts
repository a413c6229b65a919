/** What the address tells the signed-out screens (spec: Screens and routes). */
export type LoginParams = {
  /** Signup when an invite code came with the link, otherwise login. */
  mode: 'login' | 'signup';
  inviteCode: string | undefined;
  /** registrationSuccess=true: show that the account is active and login is possible. */
  showsActivated: boolean;
  /** reset_password_token: show the reset-password screen instead of the shell. */
  resetToken: string | undefined;
};

/** Reads the query string of the address (spec: Screens and routes): invite_code, registrationSuccess, reset_password_token. */
export function readLoginParams(search: string): LoginParams {
  const params = new URLSearchParams(search);
  const inviteCode = params.get('invite_code')?.trim() || undefined;
  return {
    mode: inviteCode ? 'signup' : 'login',
    inviteCode,
    showsActivated: params.get('registrationSuccess') === 'true',
    resetToken: params.get('reset_password_token')?.trim() || undefined,
  };
}
