import type { MapTiles } from '@vizinhos/ui';

const openStreetMap = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
// Storybook's pages allow images from their own origin only (.storybook/contentSecurityPolicy.ts):
// there the app's maps ask the address whose tiles the stories serve from the fixture folder (MSW).
const storybookTiles = '/map-tiles/{z}/{x}/{y}.png';

/**
 * Where tiles come from: the operator's tile server, fixed at build time (VITE_MAP_TILE_URL and
 * VITE_MAP_TILE_ATTRIBUTION), OpenStreetMap's standard tiles when unset. The server's CSP must let
 * images come from that host (MAP_TILE_HOST).
 */
export const mapTiles: MapTiles = {
  url:
    import.meta.env.VITE_MAP_TILE_URL ||
    (import.meta.env.STORYBOOK === 'true' ? storybookTiles : openStreetMap),
  attribution:
    import.meta.env.VITE_MAP_TILE_ATTRIBUTION ||
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};
