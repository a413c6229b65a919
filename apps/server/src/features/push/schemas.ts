// Request and response schemas (TypeBox) of the push routes. Shapes only: the subscription and the
// settings are checked, and refused in Portuguese, by readSubscription and domain's applyPushPreferences.
import { PUSH_CATEGORIES } from '@vizinhos/domain';
import { type TBoolean, Type } from 'typebox';
import { errorResponses, okResponse } from '../../http/schemaParts.ts';

/** Any JSON object (or null), read field by field by the handler. */
const anyObject = Type.Unsafe<Record<string, unknown> | null>({ type: ['object', 'null'] });

const categories = Object.fromEntries(PUSH_CATEGORIES.map((category) => [category, Type.Boolean()])) as {
  [Category in (typeof PUSH_CATEGORIES)[number]]: TBoolean;
};

const wirePreferences = Type.Object({
  ...categories,
  email_digest: Type.Union([Type.Literal('never'), Type.Literal('daily'), Type.Literal('weekly')]),
  email_messages: Type.Boolean(),
  email_replies: Type.Boolean(),
  email_security: Type.Boolean(),
  quiet_hours_enabled: Type.Boolean(),
  quiet_start: Type.String(),
  quiet_end: Type.String(),
  time_zone: Type.String(),
  security_overrides_quiet_hours: Type.Optional(Type.Boolean()),
});

const preferencesAnswer = Type.Object({ preferences: wirePreferences });

/** GET push/key. */
export const pushKeySchema = {
  response: { 200: Type.Object({ public_key: Type.String() }), ...errorResponses },
} as const;

/** POST push/subscriptions. */
export const subscribeSchema = {
  body: anyObject,
  response: {
    201: Type.Object({ subscription: Type.Object({ id: Type.String(), endpoint: Type.String() }) }),
    ...errorResponses,
  },
} as const;

/** DELETE push/subscriptions with JSON endpoint. */
export const unsubscribeSchema = {
  body: anyObject,
  response: { 200: okResponse, ...errorResponses },
} as const;

/** GET push/preferences. */
export const getPreferencesSchema = { response: { 200: preferencesAnswer, ...errorResponses } } as const;

/** PUT push/preferences. */
export const savePreferencesSchema = {
  body: anyObject,
  response: { 200: preferencesAnswer, ...errorResponses },
} as const;
