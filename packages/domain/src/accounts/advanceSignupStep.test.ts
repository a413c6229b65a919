import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advanceSignupStep, type SignupEvent, type SignupStep } from './advanceSignupStep.ts';

describe('advanceSignupStep', () => {
  it.each<[string, SignupStep, SignupEvent, SignupStep | 'login']>([
    ['spec: States and transitions: 1→2 once an area is found', 1, { type: 'areaFound' }, 2],
    ['spec: States and transitions: 2→3 on continue', 2, { type: 'continue' }, 3],
    ['2→1 back: every step after the first has a way back', 2, { type: 'back' }, 1],
    ['spec: States and transitions: 3→2 back', 3, { type: 'back' }, 2],
    ['spec: States and transitions: 3→4 on success', 3, { type: 'submitted', requiresAreaSearch: false }, 4],
    [
      'spec: States and transitions: 3→5 when the server asks for an area search',
      3,
      { type: 'submitted', requiresAreaSearch: true },
      5,
    ],
    ['spec: States and transitions: 5→3 back', 5, { type: 'back' }, 3],
    ['spec: States and transitions: 5→4 when an area is chosen', 5, { type: 'areaChosen' }, 4],
    ['spec: States and transitions: back to login from step 4', 4, { type: 'backToLogin' }, 'login'],
  ])('%s', (_name, step, event, next) => {
    expect(advanceSignupStep(step, event)).toEqual({ ok: true, step: next });
  });

  it.each<[string, SignupStep, SignupEvent]>([
    ['spec: States and transitions: step 1 cannot continue', 1, { type: 'continue' }],
    [
      'spec: States and transitions: step 2 cannot submit',
      2,
      { type: 'submitted', requiresAreaSearch: false },
    ],
    ['spec: States and transitions: step 4 has no back', 4, { type: 'back' }],
    ['spec: States and transitions: step 1 cannot choose an area', 1, { type: 'areaChosen' }],
  ])('%s is rejected', (_name, step, event) => {
    expect(advanceSignupStep(step, event)).toEqual({
      ok: false,
      reason: `"${event.type}" does not apply at step ${step}`,
    });
  });

  it('invariant: back to login works from every step, and no move leaves the five steps', () => {
    const step = fc.constantFrom<SignupStep>(1, 2, 3, 4, 5);
    const event = fc.constantFrom<SignupEvent>(
      { type: 'areaFound' },
      { type: 'continue' },
      { type: 'back' },
      { type: 'submitted', requiresAreaSearch: true },
      { type: 'submitted', requiresAreaSearch: false },
      { type: 'areaChosen' },
    );
    fc.assert(
      fc.property(step, event, (from, what) => {
        expect(advanceSignupStep(from, { type: 'backToLogin' })).toEqual({ ok: true, step: 'login' });
        const result = advanceSignupStep(from, what);
        if (result.ok) expect([1, 2, 3, 4, 5]).toContain(result.step);
      }),
    );
  });
});
