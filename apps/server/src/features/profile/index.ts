// Profile: editing one's own profile and avatar, and serving the uploaded images.
export { profileRoutes } from './routes.ts';
