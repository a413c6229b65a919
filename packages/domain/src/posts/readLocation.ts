/** A point on the map, in degrees. */
export type LatLng = { lat: number; lng: number };

/** Reads `location` as sent on the wire, longitude first (spec: Entities and their fields); undefined when not a valid point. */
export function readLocation(value: unknown): LatLng | undefined {
  if (!Array.isArray(value) || value.length < 2) return undefined;
  const [lng, lat] = value as unknown[];
  if (typeof lat !== 'number' || typeof lng !== 'number') return undefined;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}

/** The wire form of a point: [longitude, latitude] (spec: Entities and their fields, Calls post[location][]). */
export function toWireLocation(point: LatLng): [number, number] {
  return [point.lng, point.lat];
}
