import { apiPaths } from '@vizinhos/api';
import { MIN_AREA_SEARCH_LENGTH, toSearchKey } from '@vizinhos/domain';
import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import { geoTexts } from './geo.texts.ts';
import { nearestMunicipality } from './nearestMunicipality.ts';
import { filterAreas, loadPlacedMunicipalities, type PlacedMunicipality, searchAreas } from './repository.ts';
import { areasSchema, reverseSchema, searchAreasSchema } from './schemas.ts';

/** Area search, area listing and reverse geocoding: open to visitors, because signup needs them. */
export const geoRoutes: FeatureRoutes = {
  open(app, { db }) {
    app.get(apiPaths.searchAreas, { schema: searchAreasSchema }, async (request) => {
      const key = toSearchKey(readFormValue(request.query, 'q') ?? '');
      // spec: Validation rules, area search starts at 2 characters.
      if (key.length < MIN_AREA_SEARCH_LENGTH) throw httpError(400, geoTexts.searchTooShort);
      return { areas: await searchAreas(db, key) };
    });

    app.get(apiPaths.areas, { schema: areasSchema }, async (request) => ({
      areas: await filterAreas(db, {
        area: toSearchKey(readFormValue(request.query, 'area') ?? ''),
        city: toSearchKey(readFormValue(request.query, 'city') ?? ''),
        state: (readFormValue(request.query, 'state') ?? '').trim(),
      }),
    }));

    // Loaded once per app on first use: about 5,570 seats, searched in memory.
    let placed: Promise<PlacedMunicipality[]> | null = null;
    app.get(apiPaths.geoReverse, { schema: reverseSchema }, async (request) => {
      const { lat, lon } = request.query as { lat: number; lon: number };
      placed ??= loadPlacedMunicipalities(db);
      const nearest = nearestMunicipality(await placed, lat, lon);
      if (!nearest) throw httpError(404, geoTexts.noMunicipality);
      return { municipality: nearest.municipality, distance_km: Math.round(nearest.km * 10) / 10 };
    });
  },
};
