import { isRecord, readText } from '../common/index.ts';
import { accountsDomainTexts } from './accounts.texts.ts';
import type { WireSignupAnswer } from './wireUser.ts';

/** What a signup answer means for the wizard (spec: States and transitions, Calls, Error catalogue). */
export type SignupOutcome =
  | { kind: 'created' }
  | { kind: 'areaSearchRequired' }
  | { kind: 'failed'; message: string };

/**
 * Reads `POST /api/v1/users` (spec: Calls, Error catalogue): 404 is an invalid invite code; `requires_area_search` sends
 * the wizard to step 5; otherwise a failure shows validationError, error or "Erro ao criar conta".
 */
export function interpretSignupAnswer(status: number, body: unknown): SignupOutcome {
  if (status === 404) return { kind: 'failed', message: accountsDomainTexts.invalidInviteCode };
  const answer: WireSignupAnswer = isRecord(body) ? body : {};
  if (answer.requires_area_search === true) return { kind: 'areaSearchRequired' };
  const serverMessage = readText(answer.validationError) ?? readText(answer.error);
  if (status >= 200 && status < 300 && serverMessage === undefined) return { kind: 'created' };
  return { kind: 'failed', message: serverMessage ?? accountsDomainTexts.signupFailed };
}
