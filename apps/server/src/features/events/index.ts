// Events beyond the per-post calendar links (which posts fills): the resident's private, revocable
// calendar feed of the area's upcoming events.

export { revokeFeedToken } from './repository.ts';
export { eventsRoutes } from './routes.ts';
