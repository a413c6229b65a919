import { shellTexts } from '@vizinhos/ui';
import { useCloseOverlay } from '../../views/useCloseOverlay.ts';
import { ViewPlaceholder } from '../../views/ViewPlaceholder.tsx';

/** `/mapa`: the map, a full-screen overlay over the timeline; the map issue fills it. */
export function MapPage() {
  const close = useCloseOverlay();
  return <ViewPlaceholder view="map" title={shellTexts.map} onClose={close} />;
}
