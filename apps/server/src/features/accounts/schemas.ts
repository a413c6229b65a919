// Request and response schemas (TypeBox) of the accounts routes (spec: Calls). Fastify validates
// requests with them and handlers read their `Static<>` types; the response schemas describe the
// contract (the OpenAPI document, the fuzz suite).
import { ACCOUNT_FIELD_LIMITS } from '@vizinhos/domain';
import { type Static, type TOptional, type TString, Type } from 'typebox';
import { errorResponses, nullable, oidSchema, okResponse, textSchema } from '../../http/schemaParts.ts';

const nullableText = nullable(Type.String());
const nullableNumber = nullable(Type.Number());
const named = Type.Object({ name: Type.Optional(Type.String()) });

/** A user on the wire; e-mail, stomp key and invite code only on one's own record. */
export const wireUserSchema = Type.Object(
  {
    _id: oidSchema,
    id: Type.String(),
    username: Type.String(),
    first_name: Type.String(),
    last_name: Type.String(),
    avatar: Type.Optional(nullableText),
    image_url: Type.Optional(nullableText),
    summary: Type.Optional(Type.String()),
    role: Type.Object({ name: Type.String() }),
    area_id: oidSchema,
    area: Type.Object({
      _id: oidSchema,
      id: Type.String(),
      name: Type.String(),
      area_full: Type.String(),
      latitude: Type.Optional(nullableNumber),
      longitude: Type.Optional(nullableNumber),
      city: Type.Optional(named),
      state: Type.Optional(named),
    }),
    created_at: Type.String({ format: 'date-time' }),
    points: Type.Optional(Type.Integer()),
    email: Type.Optional(Type.String()),
    stomp_key: Type.Optional(Type.String()),
    invite_code: Type.Optional(Type.String()),
    post_count: Type.Optional(Type.Integer()),
    comment_count: Type.Optional(Type.Integer()),
    invite_count: Type.Optional(Type.Integer()),
    average_objectivity: Type.Optional(nullableNumber),
    activity: Type.Optional(Type.Array(Type.Unsafe<object>({ type: 'object' }))),
  },
  { title: 'User' },
);

/** A user as the server sends it: the type of `wireUserSchema`. */
export type WireUserOut = Static<typeof wireUserSchema>;

/** The `{ users: user }` answer. */
const usersEnvelope = Type.Object({ users: wireUserSchema });

/** The profile flags of GET users/me and users/{id} (spec: Calls: include_area, include_counts, ...). */
export const profileFlagsQuery = Type.Object({
  include_area: Type.Optional(Type.Boolean()),
  include_counts: Type.Optional(Type.Boolean()),
  include_activity: Type.Optional(Type.Boolean()),
  include_objectivity: Type.Optional(Type.Boolean()),
});

/** GET users/me. */
export const meSchema = {
  querystring: profileFlagsQuery,
  response: { 200: usersEnvelope, ...errorResponses },
} as const;

const loginPassword = Type.Optional(textSchema(ACCOUNT_FIELD_LIMITS.password));
const loginName = Type.Optional(textSchema(ACCOUNT_FIELD_LIMITS.email));

/** POST users/sign_in (JSON): the login field is `user`. */
export const signInSchema = {
  body: Type.Object({ user: loginName, password: loginPassword }),
  response: { 200: usersEnvelope, ...errorResponses },
} as const;

/** POST users/login.json (form): the login field is `username`; the answer is `user` or `errors`. */
export const loginJsonSchema = {
  body: Type.Object({ username: loginName, password: loginPassword }),
  response: { 200: Type.Object({ user: wireUserSchema }), ...errorResponses },
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
  signupFields.map((field) => [field, Type.Optional(textSchema(field === 'new_area' ? 2000 : 254))]),
) as { [Field in (typeof signupFields)[number]]: TOptional<TString> };

/** POST users: the form, or the JSON variant that nests the same fields under `user`. */
export const signupSchema = {
  body: Type.Object({ ...signupProperties, user: Type.Optional(Type.Object(signupProperties)) }),
  response: {
    // mailbox: the local mailbox's address, when mails wait there (no SMTP; loopback clients).
    201: Type.Object({ users: wireUserSchema, mailbox: Type.Optional(Type.String()) }),
    ...errorResponses,
  },
} as const;

/** GET users/activation?token=: a redirect on success. */
export const activationSchema = {
  querystring: Type.Object({ token: Type.Optional(textSchema(200)) }),
  response: errorResponses,
} as const;

/** GET users/password?reset_password_token=: whether the reset link is still good. */
export const checkResetSchema = {
  querystring: Type.Object({ reset_password_token: Type.Optional(textSchema(200)) }),
  response: { 200: okResponse, ...errorResponses },
} as const;

/** GET invites/{code}: whether an invite code is good. */
export const inviteSchema = {
  params: Type.Object({ code: textSchema(100) }),
  response: { 200: okResponse, ...errorResponses },
} as const;

/** POST forgot_password (form email). */
export const forgotPasswordSchema = {
  body: Type.Object({ email: Type.Optional(textSchema(ACCOUNT_FIELD_LIMITS.email)) }),
  response: { 200: okResponse, ...errorResponses },
} as const;

/** PATCH users/password (JSON user with the token and the new password twice). */
export const resetPasswordSchema = {
  body: Type.Object({
    user: Type.Object({
      reset_password_token: Type.Optional(textSchema(200)),
      password: Type.Optional(textSchema(ACCOUNT_FIELD_LIMITS.password)),
      password_confirmation: Type.Optional(textSchema(ACCOUNT_FIELD_LIMITS.password)),
    }),
  }),
  response: { 200: okResponse, ...errorResponses },
} as const;

/** PUT users/me/area (JSON area_id). */
export const meAreaSchema = {
  body: Type.Object({ area_id: textSchema(64), password: Type.Optional(textSchema(200)) }),
  response: { 200: usersEnvelope, ...errorResponses },
} as const;
