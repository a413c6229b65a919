import { distanceKm, type WireMunicipality } from '@vizinhos/domain';
import type { PlacedMunicipality } from './repository.ts';

/** Beyond this a point is not in Brazil, so no municipality is "nearest". */
export const maxReverseKm = 300;

/** The municipality whose seat is nearest the point, with its distance; null past maxReverseKm. */
export function nearestMunicipality(
  candidates: readonly PlacedMunicipality[],
  lat: number,
  lon: number,
): { municipality: WireMunicipality; km: number } | null {
  let best: { municipality: WireMunicipality; km: number } | null = null;
  for (const municipality of candidates) {
    const km = distanceKm(lat, lon, municipality.latitude, municipality.longitude);
    if (!best || km < best.km) best = { municipality, km };
  }
  return best && best.km <= maxReverseKm ? best : null;
}
