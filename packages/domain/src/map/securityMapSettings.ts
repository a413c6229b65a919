import type { LatLng } from '../posts/index.ts';

/** Where maps centre without a better point: São Paulo (spec: Error catalogue, Business constants and limits). */
export const DEFAULT_MAP_CENTER: LatLng = { lat: -23.5505, lng: -46.6333 };

/** Map constants of spec: Business constants and limits. */
export const SECURITY_MAP_SETTINGS = {
  /** Zoom of the security card. */
  zoom: 13,
  /** Fitting the incidents never zooms closer than this. */
  maxFitZoom: 15,
  /** Zoom of the location picker. */
  pickerZoom: 15,
  /** Card height in pixels. */
  cardHeightPx: 320,
  /** Opacity of incidents older than the recent window. */
  staleOpacity: 0.6,
  /** Incidents of the last 24 hours are recent. */
  recentWindowMs: 24 * 60 * 60 * 1000,
  /** Map loader: attempts, pause between them, and time limit of each. */
  loaderAttempts: 3,
  loaderRetryMs: 3000,
  loaderTimeoutMs: 20_000,
} as const;
