import { AREA_SEARCH_DEBOUNCE_MS, shouldSearchAreas } from '@vizinhos/domain';
import type { SignupArea } from '@vizinhos/ui';
import { atom } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { toSignupArea } from '../../signupArea.ts';

/** Mudei de endereço as the form shows it: the search, the choice, the password, the refusal. */
export type MoveAreaState = {
  query: string;
  areas: SignupArea[] | null;
  isSearching: boolean;
  searchError: string | null;
  chosen: SignupArea | undefined;
  password: string;
  errorText: string | undefined;
  isSaving: boolean;
};

const initial: MoveAreaState = {
  query: '',
  areas: null,
  isSearching: false,
  searchError: null,
  chosen: undefined,
  password: '',
  errorText: undefined,
  isSaving: false,
};

const moveBaseAtom = atom<MoveAreaState>(initial);
const searchTimerAtom = atom<ReturnType<typeof setTimeout> | undefined>(undefined);

/** The form's state. */
export const moveAreaAtom = atom((get) => get(moveBaseAtom));

const patch = atom(null, (get, set, change: Partial<MoveAreaState>) =>
  set(moveBaseAtom, { ...get(moveBaseAtom), ...change }),
);

/** Typing in the area search: as signup's, from 2 characters, debounced (spec: Validation rules). */
export const searchMoveAreasAtom = atom(null, (get, set, { query }: { query: string }) => {
  clearTimeout(get(searchTimerAtom));
  if (!shouldSearchAreas(query))
    return set(patch, { query, areas: null, isSearching: false, searchError: null });
  set(patch, { query, isSearching: true, searchError: null });
  const timer = setTimeout(async () => {
    const result = await get(apiClientAtom).searchAreas(query.trim());
    if (get(moveBaseAtom).query !== query) return;
    if (!result.ok) return set(patch, { isSearching: false, areas: null, searchError: result.error });
    const areas = result.value.areas.map(toSignupArea).filter((area) => area !== undefined);
    set(patch, { isSearching: false, areas });
  }, AREA_SEARCH_DEBOUNCE_MS);
  set(searchTimerAtom, timer);
});

/** An area picked in the search. */
export const chooseMoveAreaAtom = atom(null, (_get, set, { area }: { area: SignupArea }) =>
  set(patch, { chosen: area, errorText: undefined }),
);

/** The password as typed. */
export const setMovePasswordAtom = atom(null, (_get, set, { password }: { password: string }) =>
  set(patch, { password }),
);

/**
 * Sends the move (PUT users/me/area with the password). True once the server moved the resident;
 * otherwise the refusal shows and what was typed and chosen stays.
 */
export const submitMoveAreaAtom = atom(
  null,
  async (get, set, { area, password }: { area: SignupArea; password: string }): Promise<boolean> => {
    if (!area.id) return false;
    set(patch, { isSaving: true, errorText: undefined });
    const answer = await get(apiClientAtom).changeArea(area.id, password);
    set(patch, answer.ok ? { isSaving: false, password: '' } : { isSaving: false, errorText: answer.error });
    return answer.ok;
  },
);
