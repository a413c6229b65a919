// The public face of @vizinhos/domain, read feature by feature: each folder's index.ts names its
// exports.
export * from './accounts/index.ts';
export * from './comments/index.ts';
export * from './common/index.ts';
export * from './events/index.ts';
export * from './feed/index.ts';
export * from './live/index.ts';
export * from './map/index.ts';
export * from './members/index.ts';
export * from './messaging/index.ts';
export * from './moderation/index.ts';
export * from './notifications/index.ts';
export * from './objectivity/index.ts';
export * from './polls/index.ts';
export * from './posts/index.ts';
export * from './profile/index.ts';
export * from './search/index.ts';
export * from './services/index.ts';
export * from './shell/index.ts';
