// Map tiles in journeys: served from the fixture folder by route interception, so no journey reaches
// the network (the server allows the tile host in its CSP: MAP_TILE_HOST=https://tile.openstreetmap.org).
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';

const tilePath = fileURLToPath(
  new URL('../../packages/ui/src/features/map/tileFixtures/tile.png', import.meta.url),
);

/** Every tile request of the context answered with the fixture tile. */
export const serveTiles = (context: BrowserContext) =>
  context.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ path: tilePath, contentType: 'image/png' }),
  );
