// Messaging: direct and group conversations, their admins and messages, live to every participant.

export { leaveAreaConversations } from './leaveArea.ts';
export { messagingRoutes } from './routes.ts';
