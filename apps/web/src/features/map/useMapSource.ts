import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { loadMapAtom, mapCreateFailedAtom, mapLoaderAtom, mapSourceAtom } from './state.ts';

/** The map's source for a piece being shown: showing a map is what loads Leaflet (once). */
export function useMapSource() {
  const source = useAtomValue(mapSourceAtom);
  const loader = useAtomValue(mapLoaderAtom);
  const load = useSetAtom(loadMapAtom);
  const createFailed = useSetAtom(mapCreateFailedAtom);
  useEffect(() => {
    void load();
  }, [load]);
  return { source, loader, retry: () => void load(), createFailed: () => createFailed() };
}
