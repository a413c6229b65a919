// The fields of the messaging forms (spec: Calls: `conversation[neighbors][]`, `conversation[title]`,
// `message[body]`, `message[post_id]`, and our `message[client_id]`), or the same under JSON
// `conversation` and `message`; every wrong value refused with its Portuguese text.
import {
  CONVERSATION_NEIGHBORS_MAX,
  CONVERSATION_TITLE_MAX,
  MESSAGE_BODY_MAX,
  MESSAGE_CLIENT_ID_MAX,
  messagingFormFields,
} from '@vizinhos/api';
import { isRecord, type PostId, validateMessageDraft } from '@vizinhos/domain';
import { httpError } from '../../http/httpError.ts';
import { messagingServerTexts } from './messaging.texts.ts';

const nestedOf = (body: unknown, key: string) =>
  isRecord(body) && isRecord(body[key]) ? (body[key] as Record<string, unknown>) : undefined;

/** The first of a form field or its JSON twin that was sent. */
function sent(body: unknown, field: string, nestedKey: string, name: string): unknown {
  if (isRecord(body) && field in body) return body[field];
  const nested = nestedOf(body, nestedKey);
  return nested && name in nested ? nested[name] : undefined;
}

/** The other residents named as participants, without blanks and repeats; undefined when not sent. */
export function readNeighborIds(body: unknown): string[] | undefined {
  const raw = sent(body, messagingFormFields.neighbors, 'conversation', 'neighbors');
  if (raw === undefined) return undefined;
  const list = Array.isArray(raw) ? raw : [raw];
  if (!list.every((item) => typeof item === 'string' && item.length <= 64)) {
    throw httpError(422, messagingServerTexts.neighborsInvalid);
  }
  const ids = [...new Set((list as string[]).map((item) => item.trim()).filter(Boolean))];
  if (ids.length > CONVERSATION_NEIGHBORS_MAX) {
    throw httpError(422, messagingServerTexts.tooManyNeighbors(CONVERSATION_NEIGHBORS_MAX));
  }
  return ids;
}

/** The title without its outer blanks (blank clears it: null); undefined when not sent. */
export function readTitle(body: unknown): string | null | undefined {
  const raw = sent(body, messagingFormFields.title, 'conversation', 'title');
  if (raw === undefined) return undefined;
  if (raw !== null && typeof raw !== 'string') throw httpError(422, messagingServerTexts.nothingToChange);
  const title = (raw ?? '').trim();
  if (title.length > CONVERSATION_TITLE_MAX) {
    throw httpError(422, messagingServerTexts.titleTooLong(CONVERSATION_TITLE_MAX));
  }
  return title || null;
}

/** A message to send: non-empty text or a shared post (spec: Validation rules), and an optional client id. */
/** The client id a message names, trimmed, unchecked (readMessageInput refuses a bad one): what its limit asks. */
export function sentClientId(body: unknown): string | undefined {
  const raw = sent(body, messagingFormFields.clientId, 'message', 'client_id');
  return typeof raw === 'string' ? raw.trim() || undefined : undefined;
}

export function readMessageInput(body: unknown): { body: string; postId?: string; clientId?: string } {
  const text = sent(body, messagingFormFields.body, 'message', 'body');
  const postRaw = sent(body, messagingFormFields.postId, 'message', 'post_id');
  const clientRaw = sent(body, messagingFormFields.clientId, 'message', 'client_id');
  if (postRaw != null && typeof postRaw !== 'string') throw httpError(422, messagingServerTexts.postNotFound);
  const postId = postRaw?.trim() || undefined;
  if (postId !== undefined && postId.length > 64) throw httpError(422, messagingServerTexts.postNotFound);
  if (text != null && typeof text !== 'string') throw httpError(422, messagingServerTexts.needMessageContent);
  const trimmed = (text ?? '').trim();
  const check = validateMessageDraft({ text: trimmed, postId: postId as PostId | undefined });
  if (!check.ok) throw httpError(422, messagingServerTexts.needMessageContent);
  if (trimmed.length > MESSAGE_BODY_MAX)
    throw httpError(422, messagingServerTexts.bodyTooLong(MESSAGE_BODY_MAX));
  let clientId: string | undefined;
  if (clientRaw !== undefined && clientRaw !== null && clientRaw !== '') {
    clientId = typeof clientRaw === 'string' ? clientRaw.trim() : '';
    if (!clientId || clientId.length > MESSAGE_CLIENT_ID_MAX || /[^\x21-\x7e]/.test(clientId)) {
      throw httpError(422, messagingServerTexts.clientIdInvalid);
    }
  }
  return { body: trimmed, ...(postId ? { postId } : {}), ...(clientId ? { clientId } : {}) };
}
