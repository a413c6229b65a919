import type { SignupInput } from '@vizinhos/api';
import {
  accountsDomainTexts,
  signupErrorField,
  signupFieldErrors,
  validateAreaChoice,
  validateSignup,
} from '@vizinhos/domain';
import type { SignupArea, SignupPersonalValues } from '@vizinhos/ui';
import { atom, type Getter } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { initialSignup, move, patch, signupBaseAtom } from './signupBase.ts';

/** The wizard's state. */
export const signupAtom = atom((get) => get(signupBaseAtom));

/** Back to step 1 with nothing typed (leaving the wizard). */
export const resetSignupAtom = atom(null, (_get, set) => set(signupBaseAtom, initialSignup));

/** Step 2 → 3. */
export const continueSignupAtom = atom(null, (get, set) => move(get, set, { type: 'continue' }));

/** 2 → 1, 3 → 2 and 5 → 3: every step after the first has a way back. */
export const backSignupAtom = atom(null, (get, set) => move(get, set, { type: 'back' }));

/** One personal field typed; its error goes once it is edited. */
export const editSignupAtom = atom(
  null,
  (get, set, input: { field: keyof SignupPersonalValues; value: string }) => {
    const { values, fieldErrors } = get(signupBaseAtom);
    const { [input.field as keyof typeof fieldErrors]: _edited, ...others } = fieldErrors;
    patch(get, set, { values: { ...values, [input.field]: input.value }, fieldErrors: others });
  },
);

/** Checks the invite link's code before the wizard starts: an unknown one gets a page of its own. */
export const checkInviteAtom = atom(null, async (get, set, input: { inviteCode: string }) => {
  patch(get, set, { invite: 'checking' });
  const result = await get(apiClientAtom).checkInvite(input.inviteCode);
  // A network failure keeps the code: the signup's own answer still words an invalid one.
  patch(get, set, { invite: result.ok ? (result.value === 'valid' ? 'valid' : 'invalid') : 'valid' });
});

/** Goes on without the unknown invite code (its page's one next step). */
export const dismissInviteAtom = atom(null, (get, set) => patch(get, set, { invite: 'dismissed' }));

/** The new-area proposal of the wire (spec: Entities and their fields). */
type NewAreaProposal = NonNullable<SignupInput['new_area']>;

function proposalOf(area: SignupArea): NewAreaProposal {
  // A proposal from the location or a town found by name is the whole municipality (no finer place known).
  return { area_type: 'city', name: area.name, city: area.city ?? area.name, state: area.state ?? '' };
}

async function send(get: Getter, inviteCode: string | undefined, areaId: string | undefined) {
  const { values, area, coordinates } = get(signupBaseAtom);
  const input: SignupInput = {
    username: values.username.trim(),
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
    password_confirm: values.passwordConfirm,
    ...(values.orgCode.trim() ? { org_code: values.orgCode.trim() } : {}),
    ...(inviteCode ? { invite_code: inviteCode } : {}),
    ...(coordinates ? { lat: coordinates.lat, lon: coordinates.lon } : {}),
    ...(areaId ? { area_id: areaId } : area && !area.id ? { new_area: proposalOf(area) } : {}),
  };
  return get(apiClientAtom).signUp(input);
}

/** A refusal under its field when one owns it (a username taken), else above the form. */
function refusal(error: string) {
  const field = signupErrorField(error);
  return field ? { error: null, fieldErrors: { [field]: error } } : { error, fieldErrors: {} };
}

/** Step 3's submit (spec: States and transitions, Validation rules, Calls): to 4, to 5 when the server asks for an area search, or the errors at their fields. */
export const submitSignupAtom = atom(null, async (get, set, input: { inviteCode: string | undefined }) => {
  const state = get(signupBaseAtom);
  // spec: Validation rules: its text above the form (missing fields, passwords differ); every
  // wrong field marked under it, a username or e-mail of the wrong shape too.
  const check = validateSignup(state.values);
  const fieldErrors = signupFieldErrors(state.values);
  if (!check.ok || Object.keys(fieldErrors).length > 0)
    return patch(get, set, { error: check.ok ? null : check.message, fieldErrors });
  patch(get, set, { isSubmitting: true, error: null, fieldErrors: {} });
  const result = await send(get, input.inviteCode, state.area?.id);
  if (!result.ok) return patch(get, set, { isSubmitting: false, ...refusal(result.error) });
  if (result.value.kind === 'requires_area_search')
    return move(get, set, { type: 'submitted', requiresAreaSearch: true }, { isSubmitting: false });
  move(
    get,
    set,
    { type: 'submitted', requiresAreaSearch: false },
    { isSubmitting: false, mailbox: result.value.mailbox },
  );
});

/** Step 5's finish: an area must be chosen, then the signup is sent again with it (spec: States and transitions, Validation rules). */
export const finishAreaChoiceAtom = atom(
  null,
  async (get, set, input: { inviteCode: string | undefined }) => {
    const { chosenAreaId } = get(signupBaseAtom);
    const check = validateAreaChoice(chosenAreaId);
    if (!check.ok) return patch(get, set, { error: check.message });
    patch(get, set, { isSubmitting: true, error: null });
    const result = await send(get, input.inviteCode, chosenAreaId);
    if (!result.ok) return patch(get, set, { isSubmitting: false, error: result.error });
    if (result.value.kind === 'requires_area_search')
      return patch(get, set, { isSubmitting: false, error: accountsDomainTexts.chooseArea });
    move(get, set, { type: 'areaChosen' }, { isSubmitting: false, mailbox: result.value.mailbox });
  },
);
