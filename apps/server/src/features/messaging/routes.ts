import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { registerConversationRoutes } from './conversationRoutes.ts';
import { registerMessageRoutes } from './messageRoutes.ts';

/** Messaging (spec: Calls): conversations and their messages (the participant search is the search feature's GET search?type=user), for signed-in residents only. */
export const messagingRoutes: FeatureRoutes = {
  signedIn(app, context) {
    registerConversationRoutes(app, context);
    registerMessageRoutes(app, context);
  },
};
