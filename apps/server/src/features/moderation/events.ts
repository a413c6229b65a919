// What moderation publishes live, after the commit (spec 3: Live messages): a kept post goes back to
// the area as post_update (no longer hidden), a removed post as post_delete, a removed comment as
// comment_delete. New reports reach the moderators as notifications (recordActivity), delivered by
// the notificationDelivery plugin after every write.
import type { Database } from '../../db/openDatabase.ts';
import type { AfterCommitTask } from '../../http/afterCommit.ts';
import type { LivePublisher } from '../../realtime/index.ts';
import { commentEvents, loadCommentCounts, toWireCommentCounts } from '../comments/index.ts';
import { loadPostView, postEvents, toWirePost, toWirePostUser } from '../posts/index.ts';

/** The live messages of moderation, bound to one database and publisher: each a step for `request.afterCommit`. */
export function moderationEvents(db: Database, live: LivePublisher) {
  const posts = postEvents(live);
  const comments = commentEvents(live);
  return {
    /** A post kept or newly hidden: the area receives it as a post_update with its hide state. */
    postChanged: (areaId: string, postId: string, viewerId: string): AfterCommitTask => ({
      kind: 'post_update',
      async run() {
        const view = await loadPostView(db, postId, { id: viewerId, areaId });
        if (!view) return;
        const whole = { includeStats: true, includeComments: true };
        await posts.updated(areaId, toWirePost(view, whole), toWirePostUser(view.author)).run();
      },
    }),
    postRemoved: (areaId: string, postId: string) => posts.deleted(areaId, postId),
    commentRemoved: (areaId: string, postId: string, commentId: string): AfterCommitTask => ({
      kind: 'comment_delete',
      async run() {
        const counts = toWireCommentCounts(postId, await loadCommentCounts(db, postId));
        await comments.deleted(areaId, commentId, counts).run();
      },
    }),
  };
}
