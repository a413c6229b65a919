// Profile: editing one's own profile and avatar (stored through the images feature).
export { profileRoutes } from './routes.ts';
