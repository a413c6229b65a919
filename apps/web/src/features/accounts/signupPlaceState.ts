import { AREA_SEARCH_DEBOUNCE_MS, accountsDomainTexts, shouldSearchAreas } from '@vizinhos/domain';
import type { SignupArea } from '@vizinhos/ui';
import { atom } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { toSignupArea } from '../../signupArea.ts';
import { locateBrowser } from './locateBrowser.ts';
import { move, patch, signupBaseAtom, townProposal } from './signupBase.ts';

/**
 * Step 1: browser position, then the server's municipality, then its areas (spec: Screens and
 * routes, Error catalogue). A refused or missing geolocation is said, and the search takes over.
 */
export const locateAreaAtom = atom(null, async (get, set) => {
  patch(get, set, { isLocating: true, locationError: null });
  const location = await locateBrowser();
  if (location.kind !== 'found')
    return patch(get, set, {
      isLocating: false,
      locationError:
        location.kind === 'refused'
          ? accountsDomainTexts.locationRefused
          : accountsDomainTexts.locationUnavailable,
    });
  const { coordinates } = location;
  const api = get(apiClientAtom);
  const place = await api.reverseGeocode(coordinates.lat, coordinates.lon);
  // The client words each failure (apiErrorWordings): a 404 is "city not found".
  if (!place.ok) return patch(get, set, { isLocating: false, locationError: place.error });
  const { municipality } = place.value;
  const found = await api.findAreas({ city: municipality.name, state: municipality.state.code });
  if (!found.ok) return patch(get, set, { isLocating: false, locationError: found.error });
  const existing = found.value.areas.map(toSignupArea).find((area) => area !== undefined);
  // No area in the city yet: propose one named after it, as a town the search offers.
  const area: SignupArea = existing ?? townProposal(municipality);
  move(get, set, { type: 'areaFound' }, { isLocating: false, coordinates, area });
});

// The pending debounced search of this store's wizard, so a later keystroke can cancel it.
const searchTimerAtom = atom<ReturnType<typeof setTimeout> | undefined>(undefined);

/** Typing in the area search: from 2 characters, 300 ms after the last keystroke (spec: Validation rules). */
export const searchAreasAtom = atom(null, (get, set, input: { query: string }) => {
  clearTimeout(get(searchTimerAtom));
  const { query } = input;
  if (!shouldSearchAreas(query))
    return patch(get, set, { query, results: null, towns: null, isSearching: false, searchError: null });
  patch(get, set, { query, isSearching: true, searchError: null });
  const timer = setTimeout(async () => {
    const result = await get(apiClientAtom).searchAreas(query.trim());
    // A later keystroke owns the list now.
    if (get(signupBaseAtom).query !== query) return;
    if (!result.ok)
      return patch(get, set, { isSearching: false, results: null, towns: null, searchError: result.error });
    const results = result.value.areas.map(toSignupArea).filter((area) => area !== undefined);
    const towns = (result.value.towns ?? []).map(townProposal);
    patch(get, set, { isSearching: false, results, towns });
  }, AREA_SEARCH_DEBOUNCE_MS);
  set(searchTimerAtom, timer);
});

/** An area (or a town to propose one in) picked from the search: step 1 moves on; step 5 marks the choice. */
export const chooseAreaAtom = atom(null, (get, set, input: { area: SignupArea }) => {
  if (get(signupBaseAtom).step === 5) return patch(get, set, { chosenAreaId: input.area.id, error: null });
  move(get, set, { type: 'areaFound' }, { area: input.area, coordinates: undefined, locationError: null });
});
