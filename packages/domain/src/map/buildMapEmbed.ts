import type { Area } from '../accounts/index.ts';

/** The embedded map's zoom (spec: Business constants and limits). */
export const MAP_ZOOM = 14;
/** The embedded map's language (spec: Screens and routes). */
export const MAP_LANGUAGE = 'pt';

/**
 * What the embedded map looks for (spec: Screens and routes): the area's full address; failing that its latitude and
 * longitude; failing that "name, city, state, Brasil" (missing parts left out).
 */
export function buildMapQuery(area: Area): string {
  const fullName = area.fullName?.trim();
  if (fullName) return fullName;
  if (area.latitude !== undefined && area.longitude !== undefined)
    return `${area.latitude},${area.longitude}`;
  return [area.name, area.city, area.state, 'Brasil'].filter((part) => part?.trim()).join(', ');
}

/** The keyless embed address of the area's map (spec: Screens and routes): query, zoom 14, Portuguese. */
export function buildMapEmbedUrl(area: Area): string {
  const params = new URLSearchParams({
    q: buildMapQuery(area),
    z: String(MAP_ZOOM),
    hl: MAP_LANGUAGE,
    output: 'embed',
  });
  return `https://maps.google.com/maps?${params.toString()}`;
}
