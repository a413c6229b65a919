// Polls: a resident's one answer to a poll of the area, counted and published live.
export { pollsRoutes } from './routes.ts';
