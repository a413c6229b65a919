import { postPaths } from '@vizinhos/api';
import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import { findAreaPost, postsServerTexts, toWirePollOptions } from '../posts/index.ts';
import { pollEvents } from './events.ts';
import { pollsServerTexts } from './polls.texts.ts';
import { answerPoll, loadPollOptions } from './repository.ts';
import { answerPollSchema } from './schemas.ts';

/**
 * Polls (spec: Calls): a resident answers a poll of the area once; the answer is counted in the
 * same transaction, the area gets the new counts by poll_update after the commit, and the answer
 * carries the options with the reader's choice (spec: Calls: post.poll_options).
 */
export const pollsRoutes: FeatureRoutes = {
  signedIn(app, context) {
    const { db, live } = context;
    const events = pollEvents(live);
    app.post(
      `${postPaths.posts}/:id/poll_responses/:optionId`,
      { schema: answerPollSchema, config: { limit: 'vote' } },
      async (request, reply) => {
        const postId = readFormValue(request.params, 'id') ?? '';
        const optionId = readFormValue(request.params, 'optionId') ?? '';
        const sent = request.body?.poll_response?.poll_option_id;
        const post = await findAreaPost(db, postId, request.user.areaId);
        if (!post) throw httpError(404, postsServerTexts.notFound);
        if (post.type !== 'poll') throw httpError(422, pollsServerTexts.notAPoll);
        if (sent !== undefined && sent !== optionId) throw httpError(422, pollsServerTexts.optionMismatch);
        const choice = { optionId, userId: request.user.id };
        const outcome = await answerPoll(db, post.id, choice);
        if (outcome === 'optionNotFound') throw httpError(404, pollsServerTexts.optionNotFound);
        if (outcome === 'alreadyAnswered')
          throw httpError(409, pollsServerTexts.alreadyAnswered, {
            error: pollsServerTexts.alreadyAnswered,
            code: 'poll_answered',
          });
        const options = await loadPollOptions(db, post.id);
        request.afterCommit(events.answered(request.user.areaId, post.id, toWirePollOptions(options, null)));
        return reply.send({
          post: { _id: { $oid: post.id }, id: post.id, poll_options: toWirePollOptions(options, choice) },
        });
      },
    );
  },
};
