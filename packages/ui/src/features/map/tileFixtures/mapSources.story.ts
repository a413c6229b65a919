// Story harness for the maps: Leaflet loaded at once, and tiles from this folder served by MSW at a
// same-origin address (the stories' CSP allows images from 'self' only; no machine here reaches a
// tile server). Playwright serves the same tile.png by route interception (e2e/map.spec.ts).
import 'leaflet/dist/leaflet.css';
import * as leaflet from 'leaflet';
import { HttpResponse, http } from 'msw';
import type { MapSource } from '../MapStage/MapStage.tsx';
import tileDataUrl from './tile.png?inline';

/** The tiles address of the stories. */
export const storyTiles = {
  url: '/map-tiles/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

const tileBytes = () => Uint8Array.from(atob(tileDataUrl.split(',')[1] ?? ''), (char) => char.charCodeAt(0));

/** MSW handlers of the tile address: the fixture tile for every z/x/y, or a refusal. */
export const tileHandlers = {
  served: () => [
    http.get('/map-tiles/:z/:x/:y', () =>
      HttpResponse.arrayBuffer(tileBytes().buffer as ArrayBuffer, {
        headers: { 'Content-Type': 'image/png' },
      }),
    ),
  ],
  failing: () => [http.get('/map-tiles-down/:z/:x/:y', () => new HttpResponse(null, { status: 503 }))],
};

/** The map's source in stories: Leaflet as loaded, the story tiles. */
export const loadedSource: MapSource = { status: 'loaded', leaflet, tiles: storyTiles };
/** A tile server that answers 503 (its own address: the browser keeps tiles it already got). */
export const tilesDownSource: MapSource = {
  status: 'loaded',
  leaflet,
  tiles: { ...storyTiles, url: '/map-tiles-down/{z}/{x}/{y}.png' },
};
export const loadingSource: MapSource = { status: 'loading' };
/** spec: Error catalogue, with Leaflet in place of the vendor's name. */
export const failedSource: MapSource = {
  status: 'failed',
  error: 'Não foi possível carregar o Leaflet depois de várias tentativas.',
};
