import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { registerAppealRoutes } from './appealRoutes.ts';
import { registerBlockRoutes } from './blockRoutes.ts';
import { registerMemberRoutes } from './memberRoutes.ts';
import { registerQueueRoutes } from './queueRoutes.ts';
import { registerReportRoutes } from './reportRoutes.ts';

/**
 * Moderation (spec 3): reports with reasons (the spec's flag among them), the review queue and its
 * actions, mute and roles, the open record, and blocking; each group in a file of its own.
 */
export const moderationRoutes: FeatureRoutes = {
  signedIn(app, context) {
    registerReportRoutes(app, context);
    registerQueueRoutes(app, context);
    registerAppealRoutes(app, context);
    registerMemberRoutes(app, context);
    registerBlockRoutes(app, context);
  },
};
