// The public face of @vizinhos/ui, read feature by feature.
// The global reset and the self-hosted font come with the package, once, wherever it is used.
import './theme/global.css.ts';

export * from './common.texts.ts';
export * from './features/accounts/index.ts';
export * from './features/comments/index.ts';
export * from './features/editor/index.ts';
export * from './features/events/index.ts';
export * from './features/map/index.ts';
export * from './features/members/index.ts';
export * from './features/messaging/index.ts';
export * from './features/moderation/index.ts';
export * from './features/notifications/index.ts';
export * from './features/polls/index.ts';
export * from './features/posts/index.ts';
export * from './features/profile/index.ts';
export * from './features/search/index.ts';
export * from './features/services/index.ts';
export * from './features/settings/index.ts';
export * from './features/shell/index.ts';
export * from './primitives/index.ts';
export * from './theme/index.ts';
export { lazyView } from './utils/lazyView.tsx';
