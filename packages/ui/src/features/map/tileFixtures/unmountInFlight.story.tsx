// Story harness: a map removed while Leaflet is still moving it. The story's source hands
// out the Leaflet map it builds, so the play function can start a zoom or a fly-to; the decorator can
// then remove the whole piece, as a resident leaving the map or the Segurança card does.
import type * as Leaflet from 'leaflet';
import * as leaflet from 'leaflet';
import { type ReactNode, useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import type { LeafletModule } from '../MapFrame/MapFrame.tsx';
import type { MapSource } from '../MapStage/MapStage.tsx';
import { storyTiles } from './mapSources.story.ts';

/** What is in flight when the map is removed: a zoom animation, or a fly-to. */
export type Motion = 'zoom' | 'flyTo';

/** Where the harness keeps the way to remove the piece it shows. */
type Removal = { remove?: () => void };

/** The piece, until `removal.remove()` replaces it with "Mapa removido". */
function Removable({ removal, children }: { removal: Removal; children: ReactNode }) {
  const [isShown, setShown] = useState(true);
  removal.remove = () => setShown(false);
  return isShown ? children : <p>Mapa removido</p>;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A whole story for any map piece that takes a `source`: its args (Leaflet, recording the map it
 * builds), its decorator (the piece, or "Mapa removido" once removed) and its play function (start
 * the motion, remove the piece before it ends, wait for every timer Leaflet set, and fail on any
 * error they threw). One harness per story.
 */
export function unmountInFlight(motion: Motion) {
  let built: Leaflet.Map | undefined;
  const removal: Removal = {};
  const recording: LeafletModule = {
    ...leaflet,
    map: (element: string | HTMLElement, options?: Leaflet.MapOptions) => {
      built = leaflet.map(element, options);
      return built;
    },
  };
  const source: MapSource = { status: 'loaded', leaflet: recording, tiles: storyTiles };

  const decorator = (Story: () => ReactNode) => (
    <Removable removal={removal}>
      <Story />
    </Removable>
  );

  const play = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
    window.addEventListener('error', onError);
    try {
      await waitFor(() => expect(built).toBeDefined());
      const map = built as Leaflet.Map;
      // Let the first view settle (the security card fits its markers), then start the motion and
      // catch it under way: a zoom animation marks the map pane, a fly-to has not ended. On a
      // loaded machine a motion can end before two frames are drawn: then let it end and start
      // another, so the removal below always happens mid-motion (or the story fails saying so).
      await pause(400);
      let isUnderWay = false;
      for (let attempt = 0; attempt < 5 && !isUnderWay; attempt += 1) {
        let hasEnded = false;
        const ended = new Promise<void>((resolve) =>
          map.once('moveend', () => {
            hasEnded = true;
            resolve();
          }),
        );
        if (motion === 'zoom') {
          if (map.getZoom() >= map.getMaxZoom()) map.setZoom(map.getMinZoom(), { animate: false });
          map.zoomIn();
        } else map.flyTo(map.containerPointToLatLng([0, 0]), map.getZoom() + 2);
        await nextFrame();
        await nextFrame();
        isUnderWay =
          !hasEnded && (motion !== 'zoom' || document.querySelector('.leaflet-zoom-anim') !== null);
        if (!isUnderWay) {
          await Promise.race([ended, pause(2000)]);
          await pause(100);
        }
      }
      await expect(isUnderWay).toBe(true);
      removal.remove?.();
      await waitFor(() => expect(document.querySelector('.leaflet-container')).toBeNull());
      await expect(canvasElement.ownerDocument.body.textContent).toContain('Mapa removido');
      // Leaflet's zoom fallback timer is 250 ms, a fly-to runs for about a second: wait past both.
      await pause(1500);
      await expect(errors).toEqual([]);
    } finally {
      window.removeEventListener('error', onError);
    }
  };

  return { args: { source }, decorators: [decorator], play };
}
