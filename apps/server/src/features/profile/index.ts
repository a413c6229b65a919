// Profile: one member's profile with its real figures and influence points, and editing one's own
// profile and avatar (stored through the images feature).
export { profileRoutes } from './routes.ts';
