import {
  initialMapLoader,
  type MapLoaderEvent,
  type MapLoaderState,
  reduceMapLoader,
  SECURITY_MAP_SETTINGS,
} from '@vizinhos/domain';
import type { LeafletModule, MapSource } from '@vizinhos/ui';
import { atom } from 'jotai';
import { loadLeaflet } from './loadLeaflet.ts';
import { mapTiles } from './mapTiles.ts';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const loaderBaseAtom = atom<MapLoaderState>(initialMapLoader);
const leafletBaseAtom = atom<LeafletModule | undefined>(undefined);

/** The loader's state (spec: States and transitions: map loader). */
export const mapLoaderAtom = atom((get) => get(loaderBaseAtom));

/** What a map piece shows: loading, failed with the reason, or Leaflet with the tiles. */
export const mapSourceAtom = atom((get): MapSource => {
  const state = get(loaderBaseAtom);
  const leaflet = get(leafletBaseAtom);
  if (state.status === 'loaded' && leaflet) return { status: 'loaded', leaflet, tiles: mapTiles };
  if (state.status === 'failed') return { status: 'failed', error: state.error };
  return { status: 'loading' };
});

const dispatchLoader = atom(null, (get, set, event: MapLoaderEvent) =>
  set(loaderBaseAtom, reduceMapLoader(get(loaderBaseAtom), event)),
);

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Loads Leaflet when a map is first shown, and again on "Tentar Novamente" (spec: Business constants
 * and limits): up to 3 attempts, each limited to 20 s, 3 s apart; the domain's reducer says when to stop.
 */
export const loadMapAtom = atom(null, async (get, set) => {
  const before = get(loaderBaseAtom);
  if (before.status === 'loading' || before.status === 'loaded') return;
  set(dispatchLoader, { type: 'load' });
  while (get(loaderBaseAtom).status === 'loading') {
    try {
      const leaflet = await withTimeout(loadLeaflet(), SECURITY_MAP_SETTINGS.loaderTimeoutMs);
      set(leafletBaseAtom, leaflet);
      set(dispatchLoader, { type: 'loaded' });
    } catch (error) {
      const cause = error instanceof Error && error.message === 'timeout' ? 'timeout' : 'error';
      set(dispatchLoader, { type: 'attemptFailed', cause });
      if (get(loaderBaseAtom).status === 'loading') await wait(SECURITY_MAP_SETTINGS.loaderRetryMs);
    }
  }
});

/** Leaflet could not build a map (spec: Error catalogue: "Erro ao criar o mapa"). */
export const mapCreateFailedAtom = atom(null, (_get, set) => set(dispatchLoader, { type: 'createFailed' }));
