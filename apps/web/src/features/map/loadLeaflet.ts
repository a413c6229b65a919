import type { LeafletModule } from '@vizinhos/ui';

/** Leaflet and its stylesheet, in a chunk of their own fetched when a map is first shown. */
export async function loadLeaflet(): Promise<LeafletModule> {
  const [leaflet] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
  return leaflet;
}
