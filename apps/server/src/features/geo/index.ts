// Geography: area search and listing, and reverse geocoding of a point to its municipality.
export { geoRoutes } from './routes.ts';
