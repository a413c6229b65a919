import type * as Leaflet from 'leaflet';

/** The parts of a Leaflet 1.9 map that outlive `remove()` unless stopped (private in its types). */
type InFlight = {
  /** Set while a zoom animation runs; a 250 ms timer and `transitionend` then finish it. */
  _animatingZoom?: boolean;
  /** The `moveend` that `invalidateSize` schedules 200 ms later. */
  _sizeTimer?: ReturnType<typeof setTimeout>;
};

/**
 * Removes a Leaflet map so that nothing it had in flight runs afterwards: a zoom
 * animation's end (Leaflet's 250 ms fallback timer read the removed map pane: "_leaflet_pos of
 * undefined"), a fly-to's or a pan's animation frames, the debounced `moveend` of a resize, tile
 * loads, and every listener. Every map of the design system is removed through here (MapFrame).
 */
export function removeMap(map: Leaflet.Map): void {
  const inFlight = map as unknown as InFlight;
  // Fly-to frames and the pan animation.
  map.stop();
  clearTimeout(inFlight._sizeTimer);
  // `remove` takes the layers off (tile layers abort their pending images), the panes, the DOM
  // listeners and the handlers.
  map.remove();
  // Events still queued by a motion (zoomstart of an animation frame already requested) find no listener.
  map.off();
  // The zoom animation's timer and transitionend then find nothing to finish.
  inFlight._animatingZoom = false;
}
