import type { LatLng } from '@vizinhos/domain';
import { readBrowserPosition } from '../../browser/readBrowserPosition.ts';
import { editorViewTexts } from './editor.texts.ts';

/** A location handed back to the editor, or the alert to show. */
export type PickedLocation = { ok: true; location: LatLng } | { ok: false; error: string };

/**
 * Segurança's location, for now from the browser's geolocation. The map picker (spec: Screens and
 * routes: the incident location picker modal) replaces this function: it has the same shape.
 */
export async function pickLocationFromBrowser(): Promise<PickedLocation> {
  const position = await readBrowserPosition();
  return position
    ? { ok: true, location: { lat: position.lat, lng: position.lon } }
    : { ok: false, error: editorViewTexts.locationRefused };
}
