import {
  advanceSignupStep,
  EMPTY_SIGNUP_FORM,
  type FieldErrors,
  type SignupEvent,
  type SignupForm,
  type SignupStep,
} from '@vizinhos/domain';
import type { SignupArea, SignupPersonalValues } from '@vizinhos/ui';
import { atom, type Getter, type Setter } from 'jotai';
import type { Coordinates } from '../../browser/readBrowserPosition.ts';

// The signup wizard's one base atom and the moves its action atoms share (signupState.ts, signupPlaceState.ts).

/** Everything the signup wizard shows (spec: Screens and routes, States and transitions). */
export type SignupState = {
  step: SignupStep;
  /** The area found, chosen or proposed; no id means a new area. */
  area: SignupArea | undefined;
  coordinates: Coordinates | undefined;
  values: SignupPersonalValues;
  query: string;
  results: SignupArea[] | null;
  /** Towns the search found with no area yet, to propose one in (step 1 only). */
  towns: SignupArea[] | null;
  isSearching: boolean;
  searchError: string | null;
  isLocating: boolean;
  locationError: string | null;
  /** Step 5's choice. */
  chosenAreaId: string | undefined;
  isSubmitting: boolean;
  /** An error no field owns. */
  error: string | null;
  /** Step 3's errors, each under its field. */
  fieldErrors: FieldErrors<keyof SignupForm>;
  /** The local mailbox's address, when the server said the activation mail waits there. */
  mailbox: string | undefined;
  /** The invite link's code: being checked, good, or unknown (then signup goes on without it). */
  invite: 'checking' | 'valid' | 'invalid' | 'dismissed' | undefined;
};

const emptyValues: SignupPersonalValues = { ...EMPTY_SIGNUP_FORM, orgCode: '' };

/** The wizard before anything happened. */
export const initialSignup: SignupState = {
  step: 1,
  area: undefined,
  coordinates: undefined,
  values: emptyValues,
  query: '',
  results: null,
  towns: null,
  isSearching: false,
  searchError: null,
  isLocating: false,
  locationError: null,
  chosenAreaId: undefined,
  isSubmitting: false,
  error: null,
  fieldErrors: {},
  mailbox: undefined,
  invite: undefined,
};

/** The wizard's state; written only through the action atoms. */
export const signupBaseAtom = atom<SignupState>(initialSignup);

/** Changes some of the wizard's state. */
export function patch(get: Getter, set: Setter, change: Partial<SignupState>) {
  set(signupBaseAtom, { ...get(signupBaseAtom), ...change });
}

/** Moves the wizard through the domain's step machine; a move it rejects leaves the step as is. */
export function move(get: Getter, set: Setter, event: SignupEvent, change: Partial<SignupState> = {}) {
  const transition = advanceSignupStep(get(signupBaseAtom).step, event);
  if (!transition.ok || transition.step === 'login') return patch(get, set, change);
  patch(get, set, { ...change, step: transition.step, error: null, fieldErrors: {} });
}

/** A town with no area yet as a proposal (no id): its first member founds it (spec: Roles and permissions). */
export function townProposal(town: { name: string; state: { name: string } }): SignupArea {
  return { id: undefined, name: town.name, city: town.name, state: town.state.name, userCount: 0 };
}
