// Map: the polygon a member draws for its area.
export { mapRoutes } from './routes.ts';
