import { apiPaths, POSTS_PAGE_SIZE, postPaths } from '@vizinhos/api';
import { analyzeObjectivity, readCategory } from '@vizinhos/domain';
import type { FastifyRequest } from 'fastify';
import { type LimitDecision, noLimit } from '../../auth/routeRules.ts';
import { openWhileMuted } from '../../auth/writeLimits.ts';
import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { labelField } from '../../http/fieldLabels.ts';
import { httpError } from '../../http/httpError.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import { okAnswer } from '../../http/schemaParts.ts';
import { serverTexts } from '../../http/server.texts.ts';
import { storeUpload } from '../images/index.ts';
import { SECURITY_CATEGORY, securityNotificationsKey } from '../notifications/index.ts';
import { calendarFile } from './calendarLinks.ts';
import { postEvents } from './events.ts';
import { postsServerTexts } from './posts.texts.ts';
import { loadPostView } from './postViews.ts';
import { readPost } from './readPost.ts';
import { type PostForm, readPostForm, sentCategory } from './readPostForm.ts';
import { createPost, deletePost, findAreaPost, updatePost, votePost } from './repository.ts';
import {
  analyzerSchema,
  calendarSchema,
  createPostSchema,
  deletePostSchema,
  getPostSchema,
  listPostsSchema,
  updatePostSchema,
  votePostSchema,
} from './schemas.ts';
import { readTimelinePage } from './timelinePage.ts';
import { toWirePost, toWirePostUser } from './toWirePost.ts';

/** Longest text analysed; a post is far shorter, and the analyser's cost grows with length. */
const maxTextLength = 20_000;

/** A single post is always shown whole: the card, the post page, the live messages. */
const whole = { includeStats: true, includeComments: true };

const idOf = (request: FastifyRequest) => readFormValue(request.params, 'id') ?? '';

/**
 * A post counts as a post; a Segurança one as an alert too: its notification (and push) reaches
 * every resident of the area, so it has a tighter limit.
 */
function postLimit(request: FastifyRequest): LimitDecision {
  return sentCategory(request.body) === SECURITY_CATEGORY ? ['post', 'securityPost'] : 'post';
}

/**
 * Posts (spec: Calls): the area's timeline by pages, one post, creating and editing it, deleting
 * it and votes, each change published live after its commit; and the objectivity analyser. The
 * flag (a report) belongs to moderation (spec 3).
 */
export const postsRoutes: FeatureRoutes = {
  signedIn(app, context) {
    const { db, live, now } = context;
    const events = postEvents(live);
    const ownPost = async (request: FastifyRequest) => {
      const stored = await findAreaPost(db, idOf(request), request.user.areaId);
      if (!stored) throw httpError(404, postsServerTexts.notFound);
      if (stored.authorId !== request.user.id) throw httpError(403, postsServerTexts.onlyAuthor);
      return stored;
    };
    /** A post's image goes through the images feature (quota, re-encoding), seen by the area only. */
    const storeImage = async (request: FastifyRequest, { image, imageAlt }: PostForm) =>
      image
        ? storeUpload(context, {
            ownerId: request.user.id,
            areaId: request.user.areaId,
            bytes: image,
            alt: imageAlt ?? null,
          })
        : undefined;
    const reload = async (request: FastifyRequest, id: string) => {
      const view = await loadPostView(db, id, { id: request.user.id, areaId: request.user.areaId });
      if (!view) throw httpError(404, postsServerTexts.notFound);
      return view;
    };

    app.post(
      apiPaths.analyzer,
      { schema: analyzerSchema, config: { ...openWhileMuted, limit: noLimit.readsOnly } },
      async (request) => {
        const text = readFormValue(request.body, 'body');
        if (text === undefined) throw httpError(400, serverTexts.fieldRequired(labelField('body')));
        if (text.length > maxTextLength) throw httpError(413, serverTexts.fieldInvalid(labelField('body')));
        const { objectivity, suggestions } = analyzeObjectivity(text);
        return { results: { objectivity_score: objectivity, objectivity, suggestions } };
      },
    );

    app.get(postPaths.posts, { schema: listPostsSchema }, async (request) => {
      const query = request.query;
      const page = query.page ?? 1;
      let category: string | undefined;
      if (query.post_category !== undefined && query.post_category.trim() !== '') {
        category = readCategory(query.post_category.trim());
        if (!category) throw httpError(400, postsServerTexts.categoryInvalid);
      }
      const views = await readTimelinePage(context, request.user, { category, page });
      const options = {
        includeStats: query.include_stats ?? false,
        includeComments: query.include_comments ?? false,
      };
      return {
        posts: views.map((view) => toWirePost(view, options)),
        meta: { page, per_page: POSTS_PAGE_SIZE },
      };
    });

    app.get(`${postPaths.posts}/:id`, { schema: getPostSchema }, async (request) => {
      const view = await readPost(context, request.user, idOf(request));
      if (!view) throw httpError(404, postsServerTexts.notFound);
      return { posts: toWirePost(view, whole) };
    });

    app.post(
      postPaths.posts,
      { schema: createPostSchema, config: { limit: postLimit } },
      async (request, reply) => {
        const at = now();
        const form = readPostForm(request.body, at);
        const id = await createPost(db, {
          areaId: request.user.areaId,
          authorId: request.user.id,
          fields: form.fields,
          imageId: await storeImage(request, form),
          now: at,
        });
        const view = await reload(request, id);
        request.afterCommit(
          events.created(request.user.areaId, toWirePost(view, whole), toWirePostUser(view.author)),
        );
        // The area's notifications of a Segurança post: a job its transaction scheduled, run once
        // the author has their answer (the next turn of the job queue runs it should this stop).
        if (form.fields.category === SECURITY_CATEGORY) {
          const key = securityNotificationsKey(id);
          request.afterAnswer({
            kind: 'security notifications',
            run: () => context.jobs.runNow(key).then(() => {}),
          });
        }
        return reply.status(201).send({ posts: toWirePost(view, whole) });
      },
    );

    app.put(
      `${postPaths.posts}/:id`,
      { schema: updatePostSchema, config: { limit: noLimit.edit } },
      async (request) => {
        const stored = await ownPost(request);
        const at = now();
        const form = readPostForm(request.body, at, stored);
        await updatePost(db, stored, {
          fields: form.fields,
          imageId: await storeImage(request, form),
          imageAlt: form.imageAlt,
          now: at,
        });
        const view = await reload(request, stored.id);
        request.afterCommit(
          events.updated(request.user.areaId, toWirePost(view, whole), toWirePostUser(view.author)),
        );
        return { posts: toWirePost(view, whole) };
      },
    );

    app.delete(
      `${postPaths.posts}/:id`,
      { schema: deletePostSchema, config: { limit: noLimit.edit } },
      async (request) => {
        const stored = await ownPost(request);
        await deletePost(db, stored);
        request.afterCommit(events.deleted(request.user.areaId, stored.id));
        return okAnswer;
      },
    );

    for (const [action, direction] of [
      ['upvote', 'up'],
      ['downvote', 'down'],
    ] as const) {
      app.put(
        `${postPaths.posts}/:id/${action}`,
        { schema: votePostSchema, config: { limit: 'vote' } },
        async (request) => {
          const stored = await findAreaPost(db, idOf(request), request.user.areaId);
          if (!stored) throw httpError(404, postsServerTexts.notFound);
          const outcome = await votePost(db, stored.id, request.user.id, direction);
          const voter = toWirePostUser(request.user);
          request.afterCommit(events.voted(request.user, stored.id, outcome, voter));
          return {
            post_id: stored.id,
            upvotes: outcome.upvotes,
            downvotes: outcome.downvotes,
            new_direction: outcome.direction,
            voter,
          };
        },
      );
    }

    app.get(`${postPaths.posts}/:id/calendar.ics`, { schema: calendarSchema }, async (request, reply) => {
      const stored = await findAreaPost(db, idOf(request), request.user.areaId);
      if (!stored?.eventDate) throw httpError(404, postsServerTexts.notFound);
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="evento.ics"')
        .send(calendarFile({ ...stored, eventDate: stored.eventDate }, now()));
    });
  },
};
