// How a failed call becomes the text to show, whatever the call: the shapes, the server's own text,
// and the wordings most calls share. The texts of each call are in errors.ts (the login screen's in
// accountErrors.ts, so the login route loads only those).
import { accountsDomainTexts, isRecord } from '@vizinhos/domain';

/** Status of a call that got no answer at all (the network failed). */
export const NETWORK_STATUS = 0;

/** A failed answer as the calls see it: status and parsed body, or null when the network failed. */
export type FailedAnswer = { status: number; body: unknown; retryAfter?: string | null } | null;

/** How the answer failed: refused by status, or ok but without what the call reads. */
export type FailureKind = 'refused' | 'invalid';

/** The failed outcome of a call. */
export type ApiFailure = { ok: false; status: number; error: string };

/** How one call's failures read. */
export type Wording = {
  network: string;
  /** `retryAfter`: the answer's Retry-After header, for refusals that say when to try again. */
  refused: (status: number, body: unknown, retryAfter?: string | null) => string;
  invalid?: (body: unknown) => string;
};

/** The server's own text: validationError, then error, then the errors joined. */
export function serverError(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const { error, validationError, errors } = body;
  if (typeof validationError === 'string' && validationError) return validationError;
  if (typeof error === 'string' && error) return error;
  if (Array.isArray(errors) && errors.length > 0) return errors.map(String).join(', ');
  return undefined;
}

export const orServer = (fallback: string) => (_status: number, body: unknown) =>
  serverError(body) ?? fallback;
export const always = (text: string) => () => text;

/**
 * Calls the spec gives no text of their own: the server's text, or one that names what failed (a
 * failed members page never reads as a login error). `what` completes "Erro ao ...".
 */
export const named = (what: string): Wording => ({
  network: `Erro de rede ao ${what}. Tente novamente.`,
  refused: orServer(`Erro ao ${what}`),
});
/** A list call of those: an answer without its list fails with the same words. */
export const namedList = (what: string): Wording => ({ ...named(what), invalid: always(`Erro ao ${what}`) });

/** The text to show for a failed call: network failure, refusal, or an ok answer it cannot read. */
export function describeWith(wording: Wording, answer: FailedAnswer, kind: FailureKind = 'refused'): string {
  if (answer === null) return wording.network;
  if (kind === 'invalid') return wording.invalid?.(answer.body) ?? accountsDomainTexts.invalidResponse;
  return wording.refused(answer.status, answer.body, answer.retryAfter);
}

/** The failed result of a call, with its status (NETWORK_STATUS when there was no answer) and text. */
export function failureWith(
  wording: Wording,
  answer: FailedAnswer,
  kind: FailureKind = 'refused',
): ApiFailure {
  return { ok: false, status: answer?.status ?? NETWORK_STATUS, error: describeWith(wording, answer, kind) };
}
