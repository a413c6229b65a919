import { formatCount } from '../common/index.ts';

/**
 * The map's counter (spec: Screens and routes: "N posts com localização"), as the spec writes it:
 * "1 post com localização", "N posts com localização".
 */
export function formatLocatedPostCount(count: number): string {
  return `${formatCount(count, 'post', 'posts')} com localização`;
}

/** A coordinate as the map cards show it (spec: Screens and routes): 4 decimals. */
export function formatCoordinate(value: number): string {
  return value.toFixed(4);
}

/** A card's coordinates (spec: Screens and routes): "latitude, longitude", each to 4 decimals. */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${formatCoordinate(latitude)}, ${formatCoordinate(longitude)}`;
}

/** The map title (spec: Screens and routes): "Mapa", or "Mapa - {category}" when a category is chosen. */
export function formatMapTitle(category: string | undefined): string {
  return category ? `Mapa - ${category}` : 'Mapa';
}

/** The security card's badge (beyond the spec's wording: it counts the last 24 hours): "1 ocorrência nas últimas 24 h". */
export function formatRecentIncidentCount(count: number): string {
  return `${formatCount(count, 'ocorrência', 'ocorrências')} nas últimas 24 h`;
}
