import { apiPrefix, calendarFeedFilePath, calendarFeedPaths } from '@vizinhos/api';
import { buildIcsCalendar, eventUid, ICS_MEDIA_TYPE } from '@vizinhos/domain';
import type { FastifyRequest } from 'fastify';
import { noLimit } from '../../auth/routeRules.ts';
import { openWhileMuted } from '../../auth/writeLimits.ts';
import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import { toDomainEvent } from '../posts/index.ts';
import { eventsServerTexts } from './events.texts.ts';
import { feedCreatedAt, findFeedArea, loadUpcomingEvents, replaceFeedToken } from './repository.ts';
import { calendarFeedFileSchema, calendarFeedSchema, calendarFeedStatusSchema } from './schemas.ts';

/** How often calendar apps are asked to fetch the feed again. */
const refreshMinutes = 60;
/** An event that began up to this long ago is still in the feed (it is under way). */
const ongoingMs = 60 * 60_000;
/** What a token looks like (createToken: base64url); anything else is unknown without a query. */
const tokenShape = /^[A-Za-z0-9_-]{20,100}$/;

/** The feed's address as https (or http on a plain listen address) and as webcal. */
function feedAnswer(context: RouteContext, token: string, createdAt: Date) {
  const url = `${context.linkOrigin()}${calendarFeedFilePath(token)}`;
  return { url, webcal_url: url.replace(/^https?:/, 'webcal:'), created_at: createdAt.toISOString() };
}

/**
 * The private calendar feed (beyond the spec): each resident's secret address of an iCalendar with
 * the area's upcoming events, for calendar apps to subscribe to. The resident makes it, and sees it
 * in that answer only (the server keeps the token's hash); making a new one ends the old address.
 * The file itself needs no session, since calendar apps have none: the token is the key.
 */
export const eventsRoutes: FeatureRoutes = {
  open(app, context) {
    const { db, now } = context;
    app.get(
      `${apiPrefix}/calendar/:token.ics`,
      { schema: calendarFeedFileSchema },
      async (request, reply) => {
        const token = readFormValue(request.params, 'token') ?? '';
        const area = tokenShape.test(token) ? await findFeedArea(db, token) : undefined;
        if (!area) throw httpError(404, eventsServerTexts.feedNotFound);
        const at = now();
        const events = await loadUpcomingEvents(db, area.id, new Date(at.getTime() - ongoingMs));
        // No file (undefined) only for an invalid clock: an empty body then, as before.
        const file =
          buildIcsCalendar(
            events.map((event) => ({ uid: eventUid(event.id), event: toDomainEvent(event) })),
            { now: at, name: eventsServerTexts.feedName(area.name), refreshMinutes },
          ) ?? '';
        return reply
          .header('Content-Type', ICS_MEDIA_TYPE)
          .header('Content-Disposition', 'inline; filename="vizinhos.ics"')
          .header('Cache-Control', 'private, no-store')
          .send(file);
      },
    );
  },
  signedIn(app, context) {
    const userOf = (request: FastifyRequest) => request.user.id;
    app.get(calendarFeedPaths.calendarFeed, { schema: calendarFeedStatusSchema }, async (request) => {
      const createdAt = await feedCreatedAt(context.db, userOf(request));
      return { created_at: createdAt?.toISOString() ?? null };
    });
    app.post(
      calendarFeedPaths.calendarFeed,
      { schema: calendarFeedSchema, config: { ...openWhileMuted, limit: noLimit.own } },
      async (request) => {
        const at = context.now();
        return feedAnswer(context, await replaceFeedToken(context.db, userOf(request), at), at);
      },
    );
  },
};
