// What moderation publishes live, after the commit (spec 3: Live messages): a kept post goes back to
// the area as post_update (no longer hidden), a removed post as post_delete, a removed comment as
// comment_delete. New reports reach the moderators as notifications (recordActivity), delivered by
// the notifications feature after every write.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/openDatabase.ts';
import type { LivePublisher } from '../../realtime/index.ts';
import { commentEvents, loadCommentCounts, toWireCommentCounts } from '../comments/index.ts';
import { loadPostView, postEvents, toWirePost, toWirePostUser } from '../posts/index.ts';

/** The live messages of moderation, bound to one database, publisher and logger. */
export function moderationEvents(db: Database, live: LivePublisher, log: FastifyBaseLogger) {
  const posts = postEvents(live, log);
  const comments = commentEvents(live, log);
  return {
    /** A post kept or newly hidden: the area receives it as a post_update with its hide state. */
    async postChanged(areaId: string, postId: string, viewerId: string): Promise<void> {
      const view = await loadPostView(db, postId, { id: viewerId, areaId });
      if (!view) return;
      const whole = { includeStats: true, includeComments: true };
      await posts.updated(areaId, toWirePost(view, whole), toWirePostUser(view.author));
    },
    postRemoved: (areaId: string, postId: string) => posts.deleted(areaId, postId),
    async commentRemoved(areaId: string, postId: string, commentId: string): Promise<void> {
      const counts = toWireCommentCounts(postId, await loadCommentCounts(db, postId));
      await comments.deleted(areaId, commentId, counts);
    },
  };
}
