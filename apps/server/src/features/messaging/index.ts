// Messaging: direct and group conversations, their admins and messages, live to every participant.
export { messagingRoutes } from './routes.ts';
