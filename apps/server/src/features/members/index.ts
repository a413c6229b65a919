// Members: the directory of one's own area, its search, and a member's profile.
export { membersRoutes } from './routes.ts';
