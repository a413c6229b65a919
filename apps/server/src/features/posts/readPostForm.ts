import { approximateLocationField, postFormFields } from '@vizinhos/api';
import {
  analyzeObjectivity,
  approximateLocation,
  approximateLocationTexts,
  type CategoryKey,
  categoryTools,
  DEFAULT_CATEGORY,
  MAX_POLL_OPTIONS,
  MIN_POLL_OPTIONS,
  POST_EDITOR_TEXTS,
  postObjectivityText,
  readCategory,
  readLocation,
} from '@vizinhos/domain';
import { httpError } from '../../http/httpError.ts';
import { serverTexts } from '../../http/server.texts.ts';
import { sniffImageType } from '../../http/sniffImageType.ts';
import { imagesTexts } from '../images/index.ts';
import { postsServerTexts } from './posts.texts.ts';

/** Longest title, text, poll option and image alt text accepted. */
const postLimits = { title: 200, text: 10_000, pollOption: 100, imageAlt: 250 } as const;

/** The columns of a post a form sets, already checked. */
export type PostFields = {
  title: string;
  text: string;
  category: CategoryKey;
  type: 'poll' | 'event' | null;
  pollOptions: string[];
  eventDate: Date | null;
  longitude: number | null;
  latitude: number | null;
  objectivityScore: number | null;
};

/**
 * A checked form: the post's fields and, when one was sent, the image's bytes (an image by its
 * first bytes) and its alt text: undefined when not sent (an edit keeps the stored one), null to
 * clear it.
 */
export type PostForm = { fields: PostFields; image: Buffer | undefined; imageAlt: string | null | undefined };

/**
 * What an edit compares against: a stored event keeps its date even once it has passed, and a
 * stored image may get a new alt text without being sent again.
 */
export type StoredEvent = { eventDate: Date | null; imageId?: string | null };

const refuse = (message: string) => httpError(422, message);

function field(body: unknown, name: keyof typeof postFormFields): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[postFormFields[name]]
    : undefined;
}

function textOf(body: unknown, name: keyof typeof postFormFields): string | undefined {
  const value = field(body, name);
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw httpError(400, serverTexts.fieldInvalid(postsServerTexts.fieldLabels[name]));
}

function listOf(body: unknown, name: 'poll_options' | 'location'): string[] {
  const value = field(body, name);
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map((item) =>
    typeof item === 'string' || typeof item === 'number' ? String(item).trim() : '',
  );
}

function readTitle(body: unknown): string {
  const title = (textOf(body, 'title') ?? '').trim();
  if (title === '') throw refuse(POST_EDITOR_TEXTS.titleRequired);
  if (title.length > postLimits.title) throw refuse(postsServerTexts.titleTooLong(postLimits.title));
  return title;
}

function readBodyText(body: unknown): string {
  const text = (textOf(body, 'text') ?? '').trim();
  if (text.length > postLimits.text) throw refuse(postsServerTexts.textTooLong(postLimits.text));
  return text;
}

/**
 * The category the form names, or undefined (none, or not one): what the post's limit asks before
 * the handler reads the form, which refuses an invalid category itself.
 */
export function sentCategory(body: unknown): CategoryKey | undefined {
  const value = field(body, 'post_category');
  return typeof value === 'string' ? readCategory(value.trim()) : undefined;
}

function readPostCategory(body: unknown): CategoryKey {
  const value = textOf(body, 'post_category');
  if (value === undefined || value.trim() === '') return DEFAULT_CATEGORY;
  const category = readCategory(value.trim());
  if (category === undefined) throw refuse(postsServerTexts.categoryInvalid);
  return category;
}

/**
 * The post's objectivity, decided here from what is stored, on the text the editor's coach and checks
 * read (postObjectivityText): a score the client sends is ignored, so it cannot raise influence points.
 */
function scoreOf(title: string, text: string): number {
  return analyzeObjectivity(postObjectivityText({ title, text })).objectivity;
}

function readPollOptions(body: unknown, isPoll: boolean): string[] {
  const options = listOf(body, 'poll_options').filter((option) => option !== '');
  if (!isPoll) {
    if (options.length > 0) throw refuse(postsServerTexts.pollOnlyInVoting);
    return [];
  }
  if (options.length < MIN_POLL_OPTIONS) throw refuse(POST_EDITOR_TEXTS.pollNeedsTwoOptions);
  if (options.length > MAX_POLL_OPTIONS) throw refuse(postsServerTexts.pollTooManyOptions(MAX_POLL_OPTIONS));
  if (options.some((option) => option.length > postLimits.pollOption))
    throw refuse(postsServerTexts.pollOptionTooLong(postLimits.pollOption));
  return options;
}

function readEventDate(body: unknown, isEvent: boolean, now: Date, stored: StoredEvent | undefined) {
  const value = textOf(body, 'event_date')?.trim() ?? '';
  if (!isEvent) {
    if (value !== '') throw refuse(postsServerTexts.eventOnlyInEvents);
    return null;
  }
  // Only a full ISO date and time: "2030-01-01" alone would silently mean midnight UTC.
  const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) throw refuse(POST_EDITOR_TEXTS.eventNeedsDateTime);
  // An edit that keeps the stored date is accepted even after the event took place.
  const unchanged = stored?.eventDate?.getTime() === time;
  if (!unchanged && time <= now.getTime()) throw refuse(POST_EDITOR_TEXTS.eventMustBeFuture);
  return new Date(time);
}

/**
 * "Localização aproximada" (beyond the spec): 'true' rounds the location; the app sends it with
 * every location, on by default. Without it (the spec's form) the point is kept as sent.
 */
function readApproximate(body: unknown): boolean {
  const value =
    typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>)[approximateLocationField]
      : undefined;
  if (value === 'true') return true;
  if (value === undefined || value === 'false') return false;
  throw httpError(400, serverTexts.fieldInvalid(approximateLocationTexts.label.toLowerCase()));
}

function readPostLocation(body: unknown, hasLocation: boolean) {
  const values = listOf(body, 'location');
  const approximate = readApproximate(body);
  if (values.length === 0) return { longitude: null, latitude: null };
  if (!hasLocation) throw refuse(postsServerTexts.locationOnlySecurity);
  const numbers = values.map((value) => (value === '' ? Number.NaN : Number(value)));
  const read = numbers.length === 2 ? readLocation(numbers) : undefined;
  if (read === undefined) throw refuse(postsServerTexts.locationInvalid);
  // Rounded to about 100 m before it is stored, so a report never pinpoints a home.
  const point = approximate ? approximateLocation(read) : read;
  return { longitude: point.lng, latitude: point.lat };
}

function readImage(body: unknown): PostForm['image'] {
  const value = field(body, 'image');
  if (value === undefined) return undefined;
  // A first look by the bytes, before the upload spends quota; the images feature decodes it fully.
  if (!Buffer.isBuffer(value) || !sniffImageType(value)) throw httpError(415, imagesTexts.imageInvalid);
  return value;
}

/** The image's alt text (beyond the spec): trimmed, bounded, and only for a post with an image. */
function readImageAlt(body: unknown, hasImage: boolean): PostForm['imageAlt'] {
  const value = textOf(body, 'image_alt');
  if (value === undefined) return undefined;
  const alt = value.trim();
  if (alt === '') return null;
  if ([...alt].length > postLimits.imageAlt)
    throw refuse(postsServerTexts.imageAltTooLong(postLimits.imageAlt));
  if (!hasImage) throw refuse(postsServerTexts.imageAltWithoutImage);
  return alt;
}

/**
 * Reads and checks the form of POST and PUT posts (spec: Calls, Validation rules), enforcing what
 * the editor checks: a title, 2 to 5 poll options for Votação, a future event date for Eventos, a
 * location only for Segurança, an image by its bytes and its alt text (at most 250 characters,
 * only with an image). A category's kind (poll, event) follows from it; a `post[type]` that says
 * otherwise is refused. Throws the first refusal, in Portuguese.
 */
export function readPostForm(body: unknown, now: Date, stored?: StoredEvent): PostForm {
  const title = readTitle(body);
  const text = readBodyText(body);
  const category = readPostCategory(body);
  const tools = categoryTools(category);
  const type = tools.hasPoll ? 'poll' : tools.hasEventDate ? 'event' : null;
  const sentType = textOf(body, 'type')?.trim() ?? '';
  if (sentType !== '' && sentType !== type) {
    const kinds: Record<string, string> = {
      poll: postsServerTexts.pollOnlyInVoting,
      event: postsServerTexts.eventOnlyInEvents,
    };
    throw refuse(kinds[sentType] ?? postsServerTexts.typeInvalid);
  }
  const fields: PostFields = {
    title,
    text,
    category,
    type,
    pollOptions: readPollOptions(body, tools.hasPoll),
    eventDate: readEventDate(body, tools.hasEventDate, now, stored),
    ...readPostLocation(body, tools.hasLocation),
    objectivityScore: scoreOf(title, text),
  };
  const image = readImage(body);
  return { fields, image, imageAlt: readImageAlt(body, image !== undefined || Boolean(stored?.imageId)) };
}
