import { apiPaths } from '@vizinhos/api';
import { MIN_AREA_SEARCH_LENGTH, splitAreaQuery, toSearchKey } from '@vizinhos/domain';
import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import { geoTexts } from './geo.texts.ts';
import { indexMunicipalities, type MunicipalityIndex, nearestMunicipality } from './nearestMunicipality.ts';
import { type KnownState, planAreaSearch } from './planAreaSearch.ts';
import {
  filterAreas,
  loadPlacedMunicipalities,
  loadStates,
  searchAreas,
  searchTownsWithoutArea,
} from './repository.ts';
import { areasSchema, reverseSchema, searchAreasSchema } from './schemas.ts';

/** Area search, area listing and reverse geocoding: open to visitors, because signup needs them. */
export const geoRoutes: FeatureRoutes = {
  open(app, { db }) {
    // The 27 states, loaded once per app on first use.
    let states: Promise<KnownState[]> | null = null;
    app.get(apiPaths.searchAreas, { schema: searchAreasSchema }, async (request) => {
      const query = splitAreaQuery(readFormValue(request.query, 'q') ?? '');
      // spec: Validation rules, area search starts at 2 characters.
      if (query.key.length < MIN_AREA_SEARCH_LENGTH) throw httpError(400, geoTexts.searchTooShort);
      states ??= loadStates(db);
      const plan = planAreaSearch(query, await states);
      // Towns with no area yet come with the areas, so signup can offer to propose one there.
      const towns =
        plan.townKey && plan.townKey.length >= MIN_AREA_SEARCH_LENGTH
          ? await searchTownsWithoutArea(db, plan.townKey, plan.filter)
          : [];
      return { areas: await searchAreas(db, plan.key, plan.filter), towns };
    });

    app.get(apiPaths.areas, { schema: areasSchema }, async (request) => ({
      areas: await filterAreas(db, {
        area: toSearchKey(readFormValue(request.query, 'area') ?? ''),
        city: toSearchKey(readFormValue(request.query, 'city') ?? ''),
        state: (readFormValue(request.query, 'state') ?? '').trim(),
      }),
    }));

    // Loaded and indexed once per app on first use: 5,564 seats in a k-d tree, searched in memory.
    let placed: Promise<MunicipalityIndex> | null = null;
    app.get(apiPaths.geoReverse, { schema: reverseSchema }, async (request) => {
      const { lat, lon } = request.query;
      placed ??= loadPlacedMunicipalities(db).then(indexMunicipalities);
      const nearest = nearestMunicipality(await placed, lat, lon);
      if (!nearest) throw httpError(404, geoTexts.noMunicipality);
      return { municipality: nearest.municipality, distance_km: Math.round(nearest.km * 10) / 10 };
    });
  },
};
