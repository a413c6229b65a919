import type { SignupInput } from '@vizinhos/api';
import {
  AREA_SEARCH_DEBOUNCE_MS,
  accountTexts,
  advanceSignupStep,
  EMPTY_SIGNUP_FORM,
  normalizeArea,
  type SignupEvent,
  type SignupStep,
  shouldSearchAreas,
  validateAreaChoice,
  validateSignup,
} from '@vizinhos/domain';
import type { SignupArea, SignupPersonalValues } from '@vizinhos/ui';
import { atom, type Getter, type Setter } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { type Coordinates, readBrowserPosition } from '../../browser/readBrowserPosition.ts';

/** Everything the signup wizard shows (spec: Screens and routes, States and transitions). */
export type SignupState = {
  step: SignupStep;
  /** The area found, chosen or proposed; no id means a new area. */
  area: SignupArea | undefined;
  coordinates: Coordinates | undefined;
  values: SignupPersonalValues;
  query: string;
  results: SignupArea[] | null;
  isSearching: boolean;
  searchError: string | null;
  isLocating: boolean;
  locationError: string | null;
  /** Step 5's choice. */
  chosenAreaId: string | undefined;
  isSubmitting: boolean;
  error: string | null;
};

const emptyValues: SignupPersonalValues = { ...EMPTY_SIGNUP_FORM, orgCode: '' };

const initialSignup: SignupState = {
  step: 1,
  area: undefined,
  coordinates: undefined,
  values: emptyValues,
  query: '',
  results: null,
  isSearching: false,
  searchError: null,
  isLocating: false,
  locationError: null,
  chosenAreaId: undefined,
  isSubmitting: false,
  error: null,
};

const signupBaseAtom = atom<SignupState>(initialSignup);

/** The wizard's state. */
export const signupAtom = atom((get) => get(signupBaseAtom));

function patch(get: Getter, set: Setter, change: Partial<SignupState>) {
  set(signupBaseAtom, { ...get(signupBaseAtom), ...change });
}

/** Moves the wizard through the domain's step machine; a move it rejects leaves the step as is. */
function move(get: Getter, set: Setter, event: SignupEvent, change: Partial<SignupState> = {}) {
  const transition = advanceSignupStep(get(signupBaseAtom).step, event);
  if (!transition.ok || transition.step === 'login') return patch(get, set, change);
  patch(get, set, { ...change, step: transition.step, error: null });
}

function toSignupArea(wire: Parameters<typeof normalizeArea>[0]): SignupArea | undefined {
  const area = normalizeArea(wire);
  return (
    area && { id: area.id, name: area.name, city: area.city, state: area.state, userCount: area.userCount }
  );
}

/** Back to step 1 with nothing typed (leaving the wizard). */
export const resetSignupAtom = atom(null, (_get, set) => set(signupBaseAtom, initialSignup));

/** Step 1: browser position, then the server's municipality, then its areas (spec: Screens and routes, Error catalogue). */
export const locateAreaAtom = atom(null, async (get, set) => {
  patch(get, set, { isLocating: true, locationError: null });
  const coordinates = await readBrowserPosition();
  // spec: Error catalogue: no geolocation, or a refusal, leads to the manual search.
  if (!coordinates) return patch(get, set, { isLocating: false });
  const api = get(apiClientAtom);
  const place = await api.reverseGeocode(coordinates.lat, coordinates.lon);
  // The client words each failure (apiErrorWordings): a 404 is "city not found".
  if (!place.ok) return patch(get, set, { isLocating: false, locationError: place.error });
  const { municipality } = place.value;
  const found = await api.findAreas({ city: municipality.name, state: municipality.state.code });
  if (!found.ok) return patch(get, set, { isLocating: false, locationError: found.error });
  const existing = found.value.areas.map(toSignupArea).find((area) => area !== undefined);
  // No area in the city yet: propose one named after it; its first member becomes Fundador (spec: Roles and permissions).
  const area: SignupArea = existing ?? {
    id: undefined,
    name: municipality.name,
    city: municipality.name,
    state: municipality.state.code,
    userCount: 0,
  };
  move(get, set, { type: 'areaFound' }, { isLocating: false, coordinates, area });
});

// The pending debounced search of this store's wizard, so a later keystroke can cancel it.
const searchTimerAtom = atom<ReturnType<typeof setTimeout> | undefined>(undefined);

/** Typing in the area search: from 2 characters, 300 ms after the last keystroke (spec: Validation rules). */
export const searchAreasAtom = atom(null, (get, set, input: { query: string }) => {
  clearTimeout(get(searchTimerAtom));
  const { query } = input;
  if (!shouldSearchAreas(query))
    return patch(get, set, { query, results: null, isSearching: false, searchError: null });
  patch(get, set, { query, isSearching: true, searchError: null });
  const timer = setTimeout(async () => {
    const result = await get(apiClientAtom).searchAreas(query.trim());
    // A later keystroke owns the list now.
    if (get(signupBaseAtom).query !== query) return;
    if (!result.ok) return patch(get, set, { isSearching: false, results: null, searchError: result.error });
    const results = result.value.areas.map(toSignupArea).filter((area) => area !== undefined);
    patch(get, set, { isSearching: false, results });
  }, AREA_SEARCH_DEBOUNCE_MS);
  set(searchTimerAtom, timer);
});

/** An area picked from the search: step 1 moves on; step 5 marks the choice. */
export const chooseAreaAtom = atom(null, (get, set, input: { area: SignupArea }) => {
  if (get(signupBaseAtom).step === 5) return patch(get, set, { chosenAreaId: input.area.id, error: null });
  move(get, set, { type: 'areaFound' }, { area: input.area, coordinates: undefined });
});

/** Step 2 → 3. */
export const continueSignupAtom = atom(null, (get, set) => move(get, set, { type: 'continue' }));

/** 3 → 2 and 5 → 3 (spec: States and transitions). */
export const backSignupAtom = atom(null, (get, set) => move(get, set, { type: 'back' }));

/** One personal field typed. */
export const editSignupAtom = atom(
  null,
  (get, set, input: { field: keyof SignupPersonalValues; value: string }) => {
    const { values } = get(signupBaseAtom);
    patch(get, set, { values: { ...values, [input.field]: input.value } });
  },
);

/** The new-area proposal of the wire (spec: Entities and their fields). */
type NewAreaProposal = NonNullable<SignupInput['new_area']>;

function proposalOf(area: SignupArea): NewAreaProposal {
  // The location step proposes the whole municipality as the area (it knows no finer place).
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

/** Step 3's submit (spec: States and transitions, Validation rules, Calls): to 4, to 5 when the server asks for an area search, or an error. */
export const submitSignupAtom = atom(null, async (get, set, input: { inviteCode: string | undefined }) => {
  const state = get(signupBaseAtom);
  const check = validateSignup(state.values);
  if (!check.ok) return patch(get, set, { error: check.message });
  patch(get, set, { isSubmitting: true, error: null });
  const result = await send(get, input.inviteCode, state.area?.id);
  if (!result.ok) return patch(get, set, { isSubmitting: false, error: result.error });
  const requiresAreaSearch = result.value.kind === 'requires_area_search';
  move(get, set, { type: 'submitted', requiresAreaSearch }, { isSubmitting: false });
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
      return patch(get, set, { isSubmitting: false, error: accountTexts.chooseArea });
    move(get, set, { type: 'areaChosen' }, { isSubmitting: false });
  },
);
