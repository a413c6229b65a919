export { APPROXIMATE_LOCATION_DECIMALS, approximateLocation } from './approximateLocation.ts';
export type { AreaPolygon, CanvasPoint, PolygonPoint } from './areaPolygon.ts';
export {
  buildAreaPolygon,
  DRAWING_CANVAS,
  formatPolygonStatus,
  formatSaveAreaLabel,
  isPolygonValid,
  MIN_POLYGON_POINTS,
  normalizeCanvasPoint,
} from './areaPolygon.ts';
export { buildMapEmbedUrl, buildMapQuery, MAP_LANGUAGE, MAP_ZOOM } from './buildMapEmbed.ts';
export type { AreaDrawingView } from './describeAreaDrawing.ts';
export { describeAreaDrawing } from './describeAreaDrawing.ts';
export type { AreaOutlineView } from './describeAreaOutline.ts';
export { describeAreaOutline } from './describeAreaOutline.ts';
export { formatMapCardTime } from './formatMapCardTime.ts';
export {
  formatCoordinate,
  formatCoordinates,
  formatLocatedPostCount,
  formatMapTitle,
  formatRecentIncidentCount,
} from './formatMapTexts.ts';
export { isPolygonSelfCrossing } from './isPolygonSelfCrossing.ts';
export { countRecentIncidents, incidentOpacity, isRecentIncident } from './isRecentIncident.ts';
export {
  approximateLocationTexts,
  areaBoundaryTexts,
  areaDrawingTexts,
  mapLoaderTexts,
} from './map.texts.ts';
export type { AreaDrawingAction, AreaDrawingState } from './reduceAreaDrawing.ts';
export { initialAreaDrawing, reduceAreaDrawing } from './reduceAreaDrawing.ts';
export type { MapLoaderEvent, MapLoaderState } from './reduceMapLoader.ts';
export { initialMapLoader, reduceMapLoader, securityCardMode } from './reduceMapLoader.ts';
export { DEFAULT_MAP_CENTER, SECURITY_MAP_SETTINGS } from './securityMapSettings.ts';
export type { BoundaryCheck } from './validateAreaBoundary.ts';
export { validateAreaOutline, validateAreaPolygon } from './validateAreaBoundary.ts';
