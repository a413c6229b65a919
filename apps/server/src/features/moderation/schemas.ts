// Request and response schemas (TypeBox) of moderation (spec 3: Calls). The report's reason and
// note, the removal's reason and the warning are read by the handlers, which word refusals in
// Portuguese; the schemas say shapes only.
import { Type } from 'typebox';
import { errorResponses, idParams, nullable, okResponse } from '../../http/schemaParts.ts';

const params = idParams('id');
// Long enough for any text the handler then refuses in Portuguese as too long.
const anyText = Type.String({ maxLength: 10_000 });
const nullableText = nullable(Type.String());
const ok = { 200: okResponse, ...errorResponses } as const;

const moderationUser = Type.Object({ id: Type.String(), username: Type.String(), role: Type.String() });

/** Whether the reader may decide the item, and why not (spec 3: nobody judges their own case). */
const decision = {
  decidable: Type.Boolean(),
  undecidable_reason: Type.Union([Type.Literal('own_content'), Type.Literal('author_role'), Type.Null()]),
};

/** PUT and DELETE posts/{id}/comments/{commentId}/flag. */
export const commentReportSchema = { params: idParams('id', 'commentId'), response: ok } as const;

const reportItem = Type.Object(
  {
    id: Type.String(),
    kind: Type.Union([Type.Literal('post'), Type.Literal('comment')]),
    post_id: Type.String(),
    title: Type.Optional(nullableText),
    text: Type.String(),
    image_url: nullableText,
    author: moderationUser,
    report_count: Type.Integer(),
    reasons: Type.Array(Type.Object({ reason: nullableText, count: Type.Integer() })),
    notes: Type.Array(Type.String()),
    first_reported_at: Type.String(),
    // What the earliest report saw, when the author has edited since (spec 3: Queue item).
    reported: nullable(
      Type.Object(
        { title: nullableText, text: Type.String(), image_url: nullableText },
        { title: 'Reported version' },
      ),
    ),
    ...decision,
  },
  { title: 'Report item' },
);

/** GET moderation/reports (spec 3: Queue item). */
export const queueSchema = {
  response: { 200: Type.Object({ reports: Type.Array(reportItem) }), ...errorResponses },
} as const;

/** POST moderation/reports/{id}/keep. */
export const keepSchema = { params, response: ok } as const;

/** POST moderation/reports/{id}/remove with `{ reason }`. */
export const removeSchema = {
  params,
  body: Type.Object({ reason: Type.Optional(anyText) }),
  response: ok,
} as const;

/** POST moderation/reports/{id}/warn with `{ message }`. */
export const warnSchema = {
  params,
  body: Type.Object({ message: Type.Optional(anyText) }),
  response: ok,
} as const;

/** POST moderation/members/{id}/mute with `{ hours }` (24 or 168, checked by the handler in Portuguese). */
export const muteSchema = {
  params,
  body: Type.Object({ hours: Type.Optional(Type.Unknown()) }),
  response: { 200: Type.Object({ muted_until: Type.String() }), ...errorResponses },
} as const;

/** PUT moderation/members/{id}/role with `{ role }` (Moderador, Admin or null, checked by the handler). */
export const roleSchema = {
  params,
  body: Type.Object({ role: Type.Unknown() }),
  response: { 200: Type.Object({ role: Type.String() }), ...errorResponses },
} as const;

const logEntries = Type.Object({
  entries: Type.Array(
    Type.Object(
      {
        id: Type.String(),
        action: Type.String(),
        actor: Type.Union([moderationUser, Type.Null()]),
        target: Type.Union([Type.Object({ id: Type.String(), username: Type.String() }), Type.Null()]),
        kind: nullableText,
        excerpt: nullableText,
        reason: nullableText,
        created_at: Type.String(),
        appeal: Type.Optional(
          Type.Union([
            Type.Literal('pending'),
            Type.Literal('restored'),
            Type.Literal('upheld'),
            Type.Null(),
          ]),
        ),
      },
      { title: 'Log entry' },
    ),
  ),
});

/** GET moderation/log?page. */
export const logSchema = {
  querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })) }),
  response: { 200: logEntries, ...errorResponses },
} as const;

/** GET users/me/moderation. */
export const ownLogSchema = { response: { 200: logEntries, ...errorResponses } } as const;

/** POST moderation/appeals with `{ log_id, note }` (the note's length checked by the handler). */
export const appealSchema = {
  body: Type.Object({ log_id: Type.String({ maxLength: 200 }), note: Type.Optional(nullable(anyText)) }),
  response: ok,
} as const;

const appeal = Type.Object(
  {
    id: Type.String(),
    log_id: Type.String(),
    kind: Type.Union([Type.Literal('post'), Type.Literal('comment')]),
    excerpt: Type.String(),
    removal_reason: nullableText,
    note: nullableText,
    author: moderationUser,
    removed_at: Type.String(),
    created_at: Type.String(),
    ...decision,
  },
  { title: 'Appeal' },
);

/** GET moderation/appeals: the area's pending second looks, oldest first. */
export const appealsSchema = {
  response: { 200: Type.Object({ appeals: Type.Array(appeal) }), ...errorResponses },
} as const;

/** POST moderation/appeals/{id}/restore and /uphold. */
export const appealDecisionSchema = { params, response: ok } as const;

/** POST and DELETE users/{id}/block. */
export const blockSchema = { params, response: ok } as const;

/** GET users/me/blocks. */
export const blocksSchema = {
  response: {
    200: Type.Object({
      users: Type.Array(
        Type.Object({
          id: Type.String(),
          username: Type.String(),
          first_name: Type.String(),
          last_name: Type.String(),
          avatar: nullableText,
          blocked_at: Type.String(),
        }),
      ),
    }),
    ...errorResponses,
  },
} as const;
