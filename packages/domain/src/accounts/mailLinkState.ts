/** A mailed link (spec: Calls, activation and password reset; invite codes): which one. */
export type MailLinkKind = 'activation' | 'reset' | 'invite';

/** What a mailed link is when opened: still good, already used, past its time, or unknown. */
export type MailLinkState = 'valid' | 'used' | 'expired' | 'invalid';

/** The one next step a mail link's page offers. */
export type MailLinkNextStep = 'login' | 'newLink' | 'resetForm' | 'signup';

/** The states as the address spells them (`/ativacao/usado`), so the page reads Portuguese. */
export const MAIL_LINK_SLUGS: Readonly<Record<MailLinkState, string>> = {
  valid: 'valido',
  used: 'usado',
  expired: 'expirado',
  invalid: 'invalido',
};

const states = Object.keys(MAIL_LINK_SLUGS) as MailLinkState[];

/** A state from the server's `code` or the address's slug; anything else is an unknown link. */
export function readMailLinkState(value: unknown): MailLinkState {
  const found = states.find((state) => value === state || value === MAIL_LINK_SLUGS[state]);
  return found ?? 'invalid';
}

/**
 * The one next step of a mail link's page: a used activation or reset link means it already did
 * its work, so sign in; an expired or unknown one needs a new link (a reset link also activates
 * the account, so it serves a lost activation mail too); a good reset link opens the form; an
 * invite, good or not, leads to signup (without the code when it is unknown).
 */
export function mailLinkNextStep(kind: MailLinkKind, state: MailLinkState): MailLinkNextStep {
  if (kind === 'invite') return 'signup';
  if (state === 'used') return 'login';
  if (state === 'valid') return kind === 'reset' ? 'resetForm' : 'login';
  return 'newLink';
}
