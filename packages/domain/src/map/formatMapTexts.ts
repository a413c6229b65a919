import { formatCount } from '../common/index.ts';

/** The map's counter (doc 1 §2): "1 post com localização", "N posts com localização". */
export function formatLocatedPostCount(count: number): string {
  return `${formatCount(count, 'post', 'posts')} com localização`;
}

/** A coordinate as the map cards show it (doc 1 §2): 4 decimals. */
export function formatCoordinate(value: number): string {
  return value.toFixed(4);
}

/** A card's coordinates (doc 1 §2): "latitude, longitude", each to 4 decimals. */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${formatCoordinate(latitude)}, ${formatCoordinate(longitude)}`;
}

/** The map title (doc 1 §2): "Mapa", or "Mapa - {category}" when a category is chosen. */
export function formatMapTitle(category: string | undefined): string {
  return category ? `Mapa - ${category}` : 'Mapa';
}
