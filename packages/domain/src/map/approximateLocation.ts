import type { LatLng } from '../posts/index.ts';

/** Decimals an approximate point keeps: 0.001° is about 111 m of latitude, and less of longitude. */
export const APPROXIMATE_LOCATION_DECIMALS = 3;

const roundTo = (value: number, decimals: number) => {
  const rounded = Math.round(value * 10 ** decimals) / 10 ** decimals;
  return rounded === 0 ? 0 : rounded;
};

/**
 * The point an approximate location publishes (beyond the spec: "Localização aproximada", on by
 * default): latitude and longitude rounded to 3 decimals, at most about 80 m from the chosen point,
 * so that a report never pinpoints a home. Rounding again changes nothing.
 */
export function approximateLocation(point: LatLng): LatLng {
  return {
    lat: roundTo(point.lat, APPROXIMATE_LOCATION_DECIMALS),
    lng: roundTo(point.lng, APPROXIMATE_LOCATION_DECIMALS),
  };
}
