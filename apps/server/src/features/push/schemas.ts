// Request and response JSON schemas of the push routes. Shapes only: the subscription and the
// settings are checked, and refused in Portuguese, by readSubscription and domain's applyPushPreferences.
import { PUSH_CATEGORIES } from '@vizinhos/domain';
import { errorResponses, okResponse } from '../../http/schemaParts.ts';

const anyObject = { type: ['object', 'null'] } as const;

const wirePreferences = {
  type: 'object',
  required: [...PUSH_CATEGORIES, 'quiet_hours_enabled', 'quiet_start', 'quiet_end', 'time_zone'],
  properties: {
    ...Object.fromEntries(PUSH_CATEGORIES.map((category) => [category, { type: 'boolean' }])),
    quiet_hours_enabled: { type: 'boolean' },
    quiet_start: { type: 'string' },
    quiet_end: { type: 'string' },
    time_zone: { type: 'string' },
    security_overrides_quiet_hours: { type: 'boolean' },
  },
} as const;

const preferencesAnswer = {
  type: 'object',
  required: ['preferences'],
  properties: { preferences: wirePreferences },
} as const;

/** GET push/key. */
export const pushKeySchema = {
  response: {
    200: { type: 'object', required: ['public_key'], properties: { public_key: { type: 'string' } } },
    ...errorResponses,
  },
} as const;

/** POST push/subscriptions. */
export const subscribeSchema = {
  body: anyObject,
  response: {
    201: {
      type: 'object',
      required: ['subscription'],
      properties: {
        subscription: {
          type: 'object',
          required: ['id', 'endpoint'],
          properties: { id: { type: 'string' }, endpoint: { type: 'string' } },
        },
      },
    },
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
