import { commentFormFields, postPaths } from '@vizinhos/api';
import { COMMENT_PAGE_SIZE, nextVoteDirection, type VoteDirection } from '@vizinhos/domain';
import type { FastifyRequest } from 'fastify';
import { noLimit } from '../../auth/routeRules.ts';
import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import { okAnswer } from '../../http/schemaParts.ts';
import { type CommentCounts, loadCommentCounts } from './commentCounts.ts';
import { loadCommentPage } from './commentPages.ts';
import { commentsServerTexts } from './comments.texts.ts';
import { loadCommentView } from './commentViews.ts';
import { commentEvents } from './events.ts';
import { registerCommentNudges } from './nudges.ts';
import { readCommentText } from './readCommentText.ts';
import { withReaderCommentVotes } from './readerVotes.ts';
import {
  changeCommentVote,
  createComment,
  deleteComment,
  findAreaPostId,
  findComment,
  updateComment,
} from './repository.ts';
import {
  createCommentSchema,
  deleteCommentSchema,
  listCommentsSchema,
  removeCommentVoteSchema,
  updateCommentSchema,
  voteCommentSchema,
  type WireCommentUserOut,
} from './schemas.ts';
import { toWireComment, toWireCommentCounts, toWireCommentUser } from './toWireComment.ts';

const comments = `${postPaths.posts}/:id/comments`;
const oneComment = `${comments}/:commentId`;

const param = (request: FastifyRequest, name: string) => readFormValue(request.params, name) ?? '';

/**
 * Comments (spec: Calls): pages of a post's comments and of a comment's replies, writing a comment
 * or a reply, editing and deleting one's own, and votes, each change published live after its
 * commit. Another area's post answers exactly like a missing one.
 */
export const commentsRoutes: FeatureRoutes = {
  signedIn(app, context) {
    const { db, live, now, reads } = context;
    const events = commentEvents(live);

    const areaPost = async (request: FastifyRequest) => {
      const postId = await findAreaPostId(db, param(request, 'id'), request.user.areaId);
      if (!postId) throw httpError(404, commentsServerTexts.postNotFound);
      return postId;
    };
    /** A comment of the area's post (named in the path, or in the body of a vote removal). */
    const postComment = async (request: FastifyRequest, commentId: string) => {
      const postId = await areaPost(request);
      const stored = await findComment(db, commentId);
      if (!stored || stored.postId !== postId) throw httpError(404, commentsServerTexts.notFound);
      return stored;
    };
    const ownComment = async (request: FastifyRequest) => {
      const stored = await postComment(request, param(request, 'commentId'));
      if (stored.authorId !== request.user.id) throw httpError(403, commentsServerTexts.onlyAuthor);
      return stored;
    };
    const wireOf = async (request: FastifyRequest, postId: string, commentId: string) => {
      const view = await loadCommentView(db, postId, commentId, request.user.id);
      if (!view) throw httpError(404, commentsServerTexts.notFound);
      return toWireComment(view);
    };
    const countsOf = (postId: string, counts?: CommentCounts) =>
      counts
        ? toWireCommentCounts(postId, counts)
        : loadCommentCounts(db, postId).then((read) => toWireCommentCounts(postId, read));
    const voter = (request: FastifyRequest): WireCommentUserOut => toWireCommentUser(request.user);
    registerCommentNudges(app, context);

    /** A page of comments as the whole area reads it (no one's own votes), with the total it pages through. */
    const areaCommentPage = async (request: FastifyRequest, parentId: string | undefined, page: number) => {
      const postId = await areaPost(request);
      let total: number;
      if (parentId !== undefined) {
        const parent = await findComment(db, parentId);
        if (!parent || parent.postId !== postId) throw httpError(404, commentsServerTexts.parentNotFound);
        total = parent.replyCount;
      } else total = (await loadCommentCounts(db, postId)).topLevel;
      const views = await loadCommentPage(db, {
        postId,
        parentId,
        viewerId: '',
        page,
        size: COMMENT_PAGE_SIZE,
      });
      return { comments: views.map(toWireComment), total };
    };

    app.get(comments, { schema: listCommentsSchema }, async (request) => {
      const page = request.query.comment_page ?? 1;
      const parentId = request.query.comment_id;
      // The page as the whole area reads it is read once between writes (a post's page and its
      // open sections are among the busiest reads); the reader's own votes once per reader.
      const key = JSON.stringify([
        'comments',
        request.user.areaId,
        param(request, 'id'),
        parentId ?? null,
        page,
      ]);
      const { comments: list, total } = await reads.get(`${key}:${request.user.id}`, async () => {
        const shared = await reads.get(key, () => areaCommentPage(request, parentId, page));
        return {
          total: shared.total,
          comments: await withReaderCommentVotes(db, shared.comments, request.user.id),
        };
      });
      return { comments: list, meta: { page, per_page: COMMENT_PAGE_SIZE, total } };
    });

    app.post(
      comments,
      { schema: createCommentSchema, config: { limit: 'comment' } },
      async (request, reply) => {
        const postId = await areaPost(request);
        const text = readCommentText(request.body);
        const parentId = readFormValue(request.body, commentFormFields.parentId)?.trim() || undefined;
        if (parentId !== undefined) {
          const parent = await findComment(db, parentId);
          if (!parent) throw httpError(404, commentsServerTexts.parentNotFound);
          if (parent.postId !== postId) throw httpError(422, commentsServerTexts.parentOfAnotherPost);
          if (parent.deletedAt) throw httpError(409, commentsServerTexts.parentDeleted);
        }
        const created = await createComment(db, {
          postId,
          parentId,
          authorId: request.user.id,
          text,
          now: now(),
        });
        const comment = await wireOf(request, postId, created.id);
        const post = await countsOf(postId, created.counts);
        request.afterCommit(events.changed(request.user.areaId, comment, post));
        return reply.status(201).send({ comment, post });
      },
    );

    app.put(oneComment, { schema: updateCommentSchema, config: { limit: noLimit.edit } }, async (request) => {
      const stored = await ownComment(request);
      if (stored.deletedAt) throw httpError(409, commentsServerTexts.deleted);
      await updateComment(db, stored, readCommentText(request.body), now());
      const comment = await wireOf(request, stored.postId, stored.id);
      request.afterCommit(events.changed(request.user.areaId, comment, await countsOf(stored.postId)));
      return { comment };
    });

    app.delete(
      oneComment,
      { schema: deleteCommentSchema, config: { limit: noLimit.edit } },
      async (request) => {
        const stored = await ownComment(request);
        // Deleting twice is no error, and the area hears of it once.
        if (await deleteComment(db, stored.id, now()))
          request.afterCommit(events.deleted(request.user.areaId, stored.id, await countsOf(stored.postId)));
        return okAnswer;
      },
    );

    /** A press of upvote or downvote, or (no direction) the removal of one's vote. */
    const answerVote = async (request: FastifyRequest, commentId: string, pressed?: 'up' | 'down') => {
      const stored = await postComment(request, commentId);
      if (stored.deletedAt && pressed) throw httpError(409, commentsServerTexts.deleted);
      const choose = (current: VoteDirection) => (pressed ? nextVoteDirection(current, pressed) : 'none');
      const outcome = await changeCommentVote(db, stored.id, request.user.id, choose);
      const target = { postId: stored.postId, commentId: stored.id };
      request.afterCommit(events.voted(request.user, target, outcome, voter(request)));
      return {
        comment_id: stored.id,
        post_id: stored.postId,
        upvotes: outcome.upvotes,
        downvotes: outcome.downvotes,
        new_direction: outcome.direction,
        voter: voter(request),
      };
    };

    for (const [action, direction] of [
      ['upvote', 'up'],
      ['downvote', 'down'],
    ] as const) {
      app.put(
        `${oneComment}/${action}`,
        { schema: voteCommentSchema, config: { limit: 'vote' } },
        (request) => answerVote(request, param(request, 'commentId'), direction),
      );
    }

    // spec: Calls: DELETE posts/{id}/vote with JSON comment_id removes a comment vote.
    app.delete(
      `${postPaths.posts}/:id/vote`,
      { schema: removeCommentVoteSchema, config: { limit: 'vote' } },
      async (request) => {
        const commentId =
          readFormValue(request.body, 'comment_id') ?? readFormValue(request.query, 'comment_id');
        if (!commentId?.trim()) throw httpError(400, commentsServerTexts.voteTargetRequired);
        return answerVote(request, commentId.trim());
      },
    );
  },
};
