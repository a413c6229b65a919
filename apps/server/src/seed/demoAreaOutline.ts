import type { LatLng } from '@vizinhos/domain';

/**
 * The demo area's boundary on the real map: the district of Vila Mariana, São Paulo, traced
 * clockwise along the avenues that bound it (Paulista and the Paraíso to the north, Vergueiro and
 * Lins de Vasconcelos to the east, Ricardo Jafet and Santa Cruz to the south-east, Rubem Berta and
 * 23 de Maio to the west), to within about 200 m, which is what an outline on a map card needs.
 */
export const demoAreaOutline: LatLng[] = [
  { lat: -23.571, lng: -46.644 },
  { lat: -23.5705, lng: -46.64 },
  { lat: -23.575, lng: -46.6335 },
  { lat: -23.583, lng: -46.625 },
  { lat: -23.595, lng: -46.623 },
  { lat: -23.606, lng: -46.633 },
  { lat: -23.608, lng: -46.647 },
  { lat: -23.593, lng: -46.653 },
  { lat: -23.58, lng: -46.649 },
];
