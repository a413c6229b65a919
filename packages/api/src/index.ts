// The public face of @vizinhos/api: the client, each feature's contract and calls, and the one
// mapping of failures to the texts to show.
export * from './accounts.ts';
export { type ApiClient, apiPaths, createApiClient } from './client.ts';
export { createApiClientOnDemand, loadWholeClient } from './clientOnDemand.ts';
export * from './comments.ts';
export * from './errors.ts';
export * from './events.ts';
export type { ApiClientOptions, ApiResult, ErrorBody, OkAnswer, WriteOptions } from './http.ts';
export { apiPrefix } from './http.ts';
export * from './map.ts';
export * from './members.ts';
export * from './messaging.ts';
export * from './moderation.ts';
export * from './notifications.ts';
export * from './polls.ts';
export * from './posts.ts';
export * from './profile.ts';
export * from './search.ts';
export * from './services.ts';
