// Request and response JSON schemas of the accounts routes (spec: Calls). Fastify
// validates requests with them; the response schemas describe the contract for the fuzz suite.
import { ACCOUNT_FIELD_LIMITS } from '@vizinhos/domain';
import { errorResponses, oidSchema, okResponse, textSchema } from '../../http/schemaParts.ts';

const nullableText = { type: ['string', 'null'] } as const;

/** A user on the wire; e-mail, stomp key and invite code only on one's own record. */
export const wireUserSchema = {
  type: 'object',
  required: ['_id', 'id', 'username', 'first_name', 'last_name', 'role', 'area_id', 'area', 'created_at'],
  properties: {
    _id: oidSchema,
    id: { type: 'string' },
    username: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    avatar: nullableText,
    image_url: nullableText,
    summary: { type: 'string' },
    role: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
    area_id: oidSchema,
    area: {
      type: 'object',
      required: ['_id', 'id', 'name', 'area_full'],
      properties: {
        _id: oidSchema,
        id: { type: 'string' },
        name: { type: 'string' },
        area_full: { type: 'string' },
        latitude: { type: ['number', 'null'] },
        longitude: { type: ['number', 'null'] },
        city: { type: 'object', properties: { name: { type: 'string' } } },
        state: { type: 'object', properties: { name: { type: 'string' } } },
      },
    },
    created_at: { type: 'string', format: 'date-time' },
    points: { type: 'integer' },
    email: { type: 'string' },
    stomp_key: { type: 'string' },
    invite_code: { type: 'string' },
    post_count: { type: 'integer' },
    comment_count: { type: 'integer' },
    invite_count: { type: 'integer' },
    average_objectivity: { type: ['number', 'null'] },
    activity: { type: 'array', items: { type: 'object' } },
  },
} as const;

/** The `{ users: user }` answer. */
const usersEnvelope = {
  type: 'object',
  required: ['users'],
  properties: { users: wireUserSchema },
} as const;

/** The profile flags of GET users/me and users/{id} (spec: Calls: include_area, include_counts, ...). */
export const profileFlagsQuery = {
  type: 'object',
  properties: {
    include_area: { type: 'boolean' },
    include_counts: { type: 'boolean' },
    include_activity: { type: 'boolean' },
    include_objectivity: { type: 'boolean' },
  },
} as const;

/** GET users/me. */
export const meSchema = {
  querystring: profileFlagsQuery,
  response: { 200: usersEnvelope, ...errorResponses },
} as const;

/** The two login calls name the login field differently: sign_in `user`, login.json `username`. */
const loginBody = (loginField: 'user' | 'username') => ({
  type: 'object',
  properties: {
    [loginField]: textSchema(ACCOUNT_FIELD_LIMITS.email),
    password: textSchema(ACCOUNT_FIELD_LIMITS.password),
  },
});

/** POST users/sign_in (JSON). */
export const signInSchema = {
  body: loginBody('user'),
  response: { 200: usersEnvelope, ...errorResponses },
} as const;

/** POST users/login.json (form): `user` or `errors`. */
export const loginJsonSchema = {
  body: loginBody('username'),
  response: {
    200: { type: 'object', required: ['user'], properties: { user: wireUserSchema } },
    ...errorResponses,
  },
} as const;

/** DELETE users/logout. */
export const logoutSchema = { response: { 200: okResponse, ...errorResponses } } as const;

/** The fields of the signup form. */
export const signupFields = [
  'username',
  'first_name',
  'last_name',
  'email',
  'password',
  'password_confirm',
  'lat',
  'lon',
  'org_code',
  'invite_code',
  'area_id',
  'new_area',
] as const;

const signupProperties = Object.fromEntries(
  signupFields.map((field) => [field, textSchema(field === 'new_area' ? 2000 : 254)]),
);

/** POST users: the form, or the JSON variant that nests the same fields under `user`. */
export const signupSchema = {
  body: {
    type: 'object',
    properties: { ...signupProperties, user: { type: 'object', properties: signupProperties } },
  },
  response: {
    201: {
      type: 'object',
      required: ['users'],
      // mailbox: the local mailbox's address, when mails wait there (no SMTP; loopback clients).
      properties: { users: wireUserSchema, mailbox: { type: 'string' } },
    },
    ...errorResponses,
  },
} as const;

/** GET users/activation?token=: a redirect on success. */
export const activationSchema = {
  querystring: { type: 'object', properties: { token: textSchema(200) } },
  response: errorResponses,
} as const;

/** GET users/password?reset_password_token=: whether the reset link is still good. */
export const checkResetSchema = {
  querystring: { type: 'object', properties: { reset_password_token: textSchema(200) } },
  response: { 200: okResponse, ...errorResponses },
} as const;

/** GET invites/{code}: whether an invite code is good. */
export const inviteSchema = {
  params: { type: 'object', required: ['code'], properties: { code: textSchema(100) } },
  response: { 200: okResponse, ...errorResponses },
} as const;

/** POST forgot_password (form email). */
export const forgotPasswordSchema = {
  body: { type: 'object', properties: { email: textSchema(ACCOUNT_FIELD_LIMITS.email) } },
  response: { 200: okResponse, ...errorResponses },
} as const;

/** PATCH users/password (JSON user with the token and the new password twice). */
export const resetPasswordSchema = {
  body: {
    type: 'object',
    required: ['user'],
    properties: {
      user: {
        type: 'object',
        properties: {
          reset_password_token: textSchema(200),
          password: textSchema(ACCOUNT_FIELD_LIMITS.password),
          password_confirmation: textSchema(ACCOUNT_FIELD_LIMITS.password),
        },
      },
    },
  },
  response: { 200: okResponse, ...errorResponses },
} as const;

/** PUT users/me/area (JSON area_id). */
export const meAreaSchema = {
  body: {
    type: 'object',
    required: ['area_id'],
    properties: { area_id: textSchema(64), password: textSchema(200) },
  },
  response: { 200: usersEnvelope, ...errorResponses },
} as const;
