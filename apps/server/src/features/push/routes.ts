import { notificationPaths } from '@vizinhos/api';
import { applyPushPreferences, readPushPreferences, toWirePushPreferences } from '@vizinhos/domain';
import { noLimit } from '../../auth/routeRules.ts';
import { openWhileMuted } from '../../auth/writeLimits.ts';
import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { okAnswer } from '../../http/schemaParts.ts';
import { pushServerTexts } from './push.texts.ts';
import { resolveEndpoint } from './pushEndpointPolicy.ts';
import { readSubscription } from './readSubscription.ts';
import {
  deleteSubscription,
  loadStoredPreferences,
  savePreferences,
  saveSubscription,
  trimSubscriptions,
} from './repository.ts';
import {
  getPreferencesSchema,
  pushKeySchema,
  savePreferencesSchema,
  subscribeSchema,
  unsubscribeSchema,
} from './schemas.ts';
import { loadVapidKeys } from './vapidKeys.ts';

/** Subscriptions one resident keeps (browsers and devices); an eleventh replaces the oldest. */
const maxSubscriptionsPerResident = 10;

/**
 * Web Push (beyond the spec): the server's VAPID public key (made on first start and kept), a
 * browser's subscription stored and removed, and the resident's settings (kinds, quiet hours).
 */
export const pushRoutes: FeatureRoutes = {
  signedIn(app, context) {
    const { db, now, pushPolicy } = context;
    let keys: ReturnType<typeof loadVapidKeys> | undefined;
    const vapidKeys = () => {
      keys ??= loadVapidKeys(db);
      return keys;
    };
    // Made at start, so the first resident to turn alerts on does not wait for it.
    app.addHook('onReady', async () => {
      await vapidKeys();
    });
    const storedPreferences = async (userId: string) =>
      readPushPreferences((await loadStoredPreferences(db, [userId])).get(userId));

    app.get(notificationPaths.pushKey, { schema: pushKeySchema }, async () => ({
      public_key: (await vapidKeys()).publicKey,
    }));

    app.post(
      notificationPaths.pushSubscriptions,
      { schema: subscribeSchema, config: { ...openWhileMuted, limit: noLimit.own } },
      async (request, reply) => {
        const sent = readSubscription(request.body, pushPolicy);
        // A push service's name that does not resolve here is kept (checked again at each send).
        if ((await resolveEndpoint(new URL(sent.endpoint), pushPolicy)) === 'forbidden')
          throw httpError(400, pushServerTexts.endpointPrivate);
        const subscription = await saveSubscription(db, request.user.id, sent, now());
        await trimSubscriptions(db, request.user.id, maxSubscriptionsPerResident);
        return reply.status(201).send({ subscription });
      },
    );

    app.delete(
      notificationPaths.pushSubscriptions,
      { schema: unsubscribeSchema, config: { ...openWhileMuted, limit: noLimit.own } },
      async (request) => {
        const endpoint = request.body?.endpoint;
        if (typeof endpoint !== 'string' || endpoint.trim() === '')
          throw httpError(400, pushServerTexts.endpointRequired);
        if (!(await deleteSubscription(db, request.user.id, endpoint.trim())))
          throw httpError(404, pushServerTexts.subscriptionNotFound);
        return okAnswer;
      },
    );

    app.get(notificationPaths.pushPreferences, { schema: getPreferencesSchema }, async (request) => ({
      preferences: toWirePushPreferences(await storedPreferences(request.user.id)),
    }));

    app.put(
      notificationPaths.pushPreferences,
      { schema: savePreferencesSchema, config: { ...openWhileMuted, limit: noLimit.own } },
      async (request) => {
        const applied = applyPushPreferences(await storedPreferences(request.user.id), request.body);
        if (!applied.ok) throw httpError(400, applied.error);
        const preferences = toWirePushPreferences(applied.value);
        await savePreferences(db, request.user.id, preferences, now());
        return { preferences };
      },
    );
  },
};
