import { distanceKm, type WireMunicipality } from '@vizinhos/domain';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import type { PlacedMunicipality } from './repository.ts';

/** Beyond this a point is not in Brazil, so no municipality is "nearest". */
export const maxReverseKm = 300;

/** The seats in a static k-d tree, so a lookup visits a few nodes instead of all 5,564 seats. */
export type MunicipalityIndex = { tree: KDBush | null; municipalities: readonly PlacedMunicipality[] };

/** Indexes the seats by longitude and latitude, once. */
export function indexMunicipalities(municipalities: readonly PlacedMunicipality[]): MunicipalityIndex {
  // kdbush cannot hold nothing: no seats, no tree.
  if (municipalities.length === 0) return { tree: null, municipalities };
  const tree = new KDBush(municipalities.length);
  for (const place of municipalities) tree.add(place.longitude, place.latitude);
  tree.finish();
  return { tree, municipalities };
}

/** The municipality whose seat is nearest the point, with its distance; null past maxReverseKm. */
export function nearestMunicipality(
  index: MunicipalityIndex,
  lat: number,
  lon: number,
): { municipality: WireMunicipality; km: number } | null {
  if (!index.tree) return null;
  const [id] = around(index.tree, lon, lat, 1, maxReverseKm);
  const place = id === undefined ? undefined : index.municipalities[id];
  if (!place) return null;
  return { municipality: place, km: distanceKm(lat, lon, place.latitude, place.longitude) };
}
