import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { registerConversationRoutes } from './conversationRoutes.ts';
import { registerMessageRoutes } from './messageRoutes.ts';
import { registerSearchRoutes } from './searchRoutes.ts';

/** Messaging (spec: Calls): conversations, their messages and the participant search, for signed-in residents only. */
export const messagingRoutes: FeatureRoutes = {
  signedIn(app, context) {
    registerConversationRoutes(app, context);
    registerMessageRoutes(app, context);
    registerSearchRoutes(app, context);
  },
};
