// The mark's drawing, shared by the header's Logo and the build that draws the favicon and app
// icons (apps/web/build/brand.ts), so there is one drawing of it.

/** The mark's square drawing space. */
export const MARK_VIEWBOX = '0 0 512 512';
/** Corner radius of the tile (the maskable icon drops it: the platform rounds the tile itself). */
export const MARK_TILE_RADIUS = 112;
/**
 * Two houses side by side, neighbours (the product's name). The glyph stays inside the central
 * circle of radius 204.8 (the maskable icons' safe zone), so one drawing serves every icon.
 */
export const MARK_HOUSES = 'M104 236 176 164 248 236V356H104Z M264 236 336 164 408 236V356H264Z';
/** The doors, cut out of the houses in the tile's colour. */
export const MARK_DOORS = 'M156 292h40v64h-40Z M316 292h40v64h-40Z';
