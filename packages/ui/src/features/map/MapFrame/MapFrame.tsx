import type { LatLng } from '@vizinhos/domain';
import type * as Leaflet from 'leaflet';
import { type ComponentPropsWithRef, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { cx } from '../../../utils/cx.ts';
import { mapViewTexts as mapTexts } from '../map.texts.ts';
import * as styles from './MapFrame.css.ts';
import { removeMap } from './removeMap.ts';

/** The Leaflet module, as the app's loader hands it over (`import('leaflet')`, its CSS loaded with it). */
export type LeafletModule = typeof Leaflet;
/** Where tiles come from (the operator's MAP_TILE_URL and attribution). */
export type MapTiles = { url: string; attribution: string };
/** A marker: an incident, the picked point, the point to be published, or a drawn vertex. */
export type MapMarker = {
  id: string;
  position: LatLng;
  /** Its accessible name (the post's title, "Local escolhido"). */
  label: string;
  /** 1, or 0.6 for incidents older than 24 hours (the domain's incidentOpacity). */
  opacity?: number;
  kind?: 'incident' | 'choice' | 'published' | 'vertex';
};

/** Props of MapFrame: Leaflet behind one small piece; props in, callbacks out. */
export type MapFrameProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  leaflet: LeafletModule;
  tiles: MapTiles;
  /** The map's accessible name. */
  label: string;
  center: LatLng;
  zoom: number;
  /** When set, the view fits the markers and the outline, never closer than this zoom. */
  fitMaxZoom?: number;
  markers?: readonly MapMarker[];
  /** The area's outline (latitude and longitude); an open line while it has fewer than 3 points. */
  outline?: readonly LatLng[];
  /** A click, or Enter on the focused map (its middle), picks a point. */
  onPick?: (change: { position: LatLng }) => void;
  /** An incident marker was clicked (the piece lists the same incidents as buttons for the keyboard). */
  onMarkerSelect?: (change: { id: string }) => void;
  /** Leaflet could not build the map (spec: Error catalogue: "Erro ao criar o mapa"). */
  onCreateFailed?: () => void;
};

type Built = { map: Leaflet.Map; markers: Leaflet.LayerGroup; outline: Leaflet.LayerGroup };
const toLatLng = ({ lat, lng }: { lat: number; lng: number }): LatLng => ({ lat, lng });

/**
 * A Leaflet map (keyless maps: raster tiles from the operator's URL). Arrow keys pan, + and - zoom,
 * Enter picks the middle; incident markers answer clicks, and the pieces list them as buttons. When tiles fail, a quiet note says
 * so and the markers and outline stay on the plain background.
 */
export function MapFrame({
  leaflet,
  tiles,
  label,
  center,
  zoom,
  fitMaxZoom,
  markers = [],
  outline = [],
  onPick,
  onMarkerSelect,
  onCreateFailed,
  className,
  ...rest
}: MapFrameProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const builtRef = useRef<Built | undefined>(undefined);
  const [isBuilt, setBuilt] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const callbacks = useRef({ onPick, onMarkerSelect, onCreateFailed });
  callbacks.current = { onPick, onMarkerSelect, onCreateFailed };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is built once per module and tiles; the view follows below.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let map: Leaflet.Map;
    try {
      map = leaflet.map(host, {
        center: [center.lat, center.lng],
        zoom,
        zoomControl: false,
        attributionControl: false,
      });
    } catch {
      callbacks.current.onCreateFailed?.();
      return;
    }
    leaflet.control.zoom({ zoomInTitle: mapTexts.zoomIn, zoomOutTitle: mapTexts.zoomOut }).addTo(map);
    leaflet.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map);
    const layer = leaflet.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 });
    layer.once('tileerror', () => setTilesFailed(true));
    layer.addTo(map);
    map.on('click', (event: Leaflet.LeafletMouseEvent) =>
      callbacks.current.onPick?.({ position: toLatLng(event.latlng) }),
    );
    builtRef.current = {
      map,
      markers: leaflet.layerGroup().addTo(map),
      outline: leaflet.layerGroup().addTo(map),
    };
    // A map built inside an opening dialog or a growing layout measures 0 at first: follow the size.
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(host);
    setBuilt(true);
    return () => {
      resize.disconnect();
      builtRef.current = undefined;
      setBuilt(false);
      removeMap(map);
    };
  }, [leaflet, tiles.url, tiles.attribution]);

  useEffect(() => {
    const built = builtRef.current;
    if (!built || !isBuilt) return;
    built.markers.clearLayers();
    for (const marker of markers) {
      const isClickable = marker.kind === 'incident' && onMarkerSelect !== undefined;
      const icon = leaflet.divIcon({ className: styles.marker, iconSize: [24, 24], html: '' });
      const layer = leaflet
        .marker([marker.position.lat, marker.position.lng], {
          icon,
          // Incidents close together overlap (approximate points often coincide), so markers are
          // no keyboard targets: every piece with clickable markers lists them as buttons too.
          keyboard: false,
          interactive: isClickable,
          opacity: marker.opacity ?? 1,
        })
        .addTo(built.markers);
      const element = layer.getElement();
      if (!element) continue;
      element.dataset.kind = marker.kind ?? 'incident';
      element.dataset.markerId = marker.id;
      element.title = marker.label;
      if (marker.kind === 'incident') element.setAttribute('aria-hidden', 'true');
      else {
        element.setAttribute('role', 'img');
        element.setAttribute('aria-label', marker.label);
      }
      if (isClickable) layer.on('click', () => callbacks.current.onMarkerSelect?.({ id: marker.id }));
    }
  }, [leaflet, markers, isBuilt, onMarkerSelect]);

  useEffect(() => {
    const built = builtRef.current;
    if (!built || !isBuilt) return;
    built.outline.clearLayers();
    if (outline.length < 2) return;
    const points = outline.map(({ lat, lng }) => [lat, lng] as [number, number]);
    const shape =
      outline.length >= 3
        ? leaflet.polygon(points, { className: styles.outline, interactive: false })
        : leaflet.polyline(points, { className: styles.outline, interactive: false });
    shape.addTo(built.outline);
  }, [leaflet, outline, isBuilt]);

  // The view: fitted to what it shows (the security card), or centred (the picker, the map view).
  const fitKey =
    fitMaxZoom === undefined
      ? ''
      : JSON.stringify([markers.map((marker) => marker.position), outline.length]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fitKey stands for the markers and outline.
  useEffect(() => {
    const built = builtRef.current;
    if (!built || !isBuilt) return;
    const points = [...markers.map((marker) => marker.position), ...outline];
    if (fitMaxZoom !== undefined && points.length > 0) {
      const bounds = leaflet.latLngBounds(points.map(({ lat, lng }) => [lat, lng] as [number, number]));
      built.map.fitBounds(bounds, { maxZoom: fitMaxZoom, padding: [24, 24] });
    } else built.map.setView([center.lat, center.lng], zoom);
  }, [leaflet, isBuilt, center.lat, center.lng, zoom, fitMaxZoom, fitKey]);

  const pickCentre = (event: KeyboardEvent<HTMLDivElement>) => {
    const built = builtRef.current;
    if (!built || !onPick || event.target !== event.currentTarget) return;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onPick({ position: toLatLng(built.map.getCenter()) });
  };

  return (
    <div {...rest} className={cx(styles.root, className)}>
      {/* Leaflet's container takes the keyboard (arrows pan, +/- zoom); Enter picks its middle. */}
      <div
        ref={hostRef}
        className={styles.map}
        role="application"
        aria-roledescription={mapTexts.mapRole}
        aria-label={label}
        aria-keyshortcuts={onPick ? 'Enter' : undefined}
        onKeyDown={pickCentre}
      />
      {onPick ? <span className={styles.crosshair} aria-hidden="true" /> : null}
      {tilesFailed ? (
        <p className={styles.note} role="status">
          {mapTexts.tilesFailed}
        </p>
      ) : null}
    </div>
  );
}
