/** A Mongo-style id object as some answers carry it (spec: Entities and their fields: `_id` may arrive as `{ $oid }`). */
export type OidObject = { $oid: string };

/** What an id may look like on the wire. */
export type WireId = string | number | OidObject;

declare const brand: unique symbol;
/** A plain string id tagged with the kind of thing it names. */
export type Id<Kind extends string> = string & { readonly [brand]: Kind };

export type UserId = Id<'User'>;
export type AreaId = Id<'Area'>;
export type PostId = Id<'Post'>;
export type CommentId = Id<'Comment'>;
export type NotificationId = Id<'Notification'>;
export type ConversationId = Id<'Conversation'>;
export type MessageId = Id<'Message'>;
export type PollOptionId = Id<'PollOption'>;

function isOidObject(value: unknown): value is OidObject {
  return typeof value === 'object' && value !== null && typeof (value as OidObject).$oid === 'string';
}

/** Unwraps `{ $oid }` to its string and stringifies numbers; anything else is not an id (undefined). */
export function unwrapId(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (isOidObject(value)) return value.$oid === '' ? undefined : value.$oid;
  return undefined;
}

/** Builds a branded id from a wire value, or undefined when the value holds none. */
export function toId<Kind extends string>(value: unknown): Id<Kind> | undefined {
  return unwrapId(value) as Id<Kind> | undefined;
}
