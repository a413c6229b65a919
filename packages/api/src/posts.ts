// Posts (spec: Calls): the timeline's pages, one post, creating and editing it as multipart,
// deleting it, votes, flags and the objectivity analyser the editor calls. Vote results arrive by
// the live vote_update; the answers here are for callers whose live link is down.
import type { PostDraft, ReportInput, WirePost } from '@vizinhos/domain';
import { type ApiCall, apiFailure, readAnswerKey } from './errors.ts';
import { type ApiResult, apiPrefix, type Http, type OkAnswer, query, type WriteOptions } from './http.ts';

const postsPath = `${apiPrefix}/posts`;

/** Paths of the posts calls; one post's paths come from `postPath` and `postActionPath`. */
export const postPaths = {
  analyzer: `${apiPrefix}/analyzer`,
  posts: postsPath,
} as const;

/** Posts in one page of GET posts; a shorter page may still be followed by more, the end is an empty page. */
export const POSTS_PAGE_SIZE = 20;

/** Path of one post (GET, PUT, DELETE). */
export function postPath(id: string): string {
  return `${postsPath}/${encodeURIComponent(id)}`;
}

/** What a resident does to a post with a bodiless PUT. */
export type PostAction = 'upvote' | 'downvote' | 'flag';

/** Path of PUT posts/{id}/upvote, /downvote or /flag. */
export function postActionPath(id: string, action: PostAction): string {
  return `${postPath(id)}/${action}`;
}

/** Path of an event's calendar file (the `ics` of `calendar_links`). */
export function postCalendarPath(id: string): string {
  return `${postPath(id)}/calendar.ics`;
}

/** Query of GET posts (spec: Calls); the category is read in any spelling ("Seguranca", "Votação"). */
export type PostsQuery = {
  page?: number;
  post_category?: string;
  include_stats?: boolean;
  include_comments?: boolean;
};

/**
 * Path of GET posts with its query, as `listPosts` sends it (the same defaults): the server's page
 * of a signed-in address preloads this exact URL, so the browser hands that answer to the call.
 */
export function postsPagePath({
  page = 1,
  post_category,
  include_stats = true,
  include_comments = true,
}: PostsQuery = {}): string {
  return `${postsPath}${query({ include_stats, include_comments, page, post_category })}`;
}

/** One page of GET posts: the resident's area only, newest first; `meta` says which page this is. */
export type PostsPage = { posts: WirePost[]; meta: { page: number; per_page: number } };

/** Answer of GET posts/{id}, POST posts, PUT posts/{id} and PUT .../flag: one post under `posts`. */
export type PostAnswer = { posts: WirePost };

/** Answer of PUT .../upvote and .../downvote: the same fields as the live vote_update. */
export type VoteAnswer = {
  post_id: string;
  upvotes: number;
  downvotes: number;
  new_direction: 'up' | 'down' | 'none';
  voter: { _id: { $oid: string }; id: string; username: string };
};

/** The answer of DELETE posts/{id}. */
export type DeletePostAnswer = OkAnswer;

/** Field names of the multipart form of POST and PUT posts (spec: Calls). */
export const postFormFields = {
  title: 'post[title]',
  text: 'post[text]',
  post_category: 'post[post_category]',
  objectivity_score: 'post[objectivity_score]',
  poll_options: 'post[poll_options][]',
  type: 'post[type]',
  event_date: 'post[event_date]',
  location: 'post[location][]',
  image: 'post[image]',
  /** The image's text alternative (beyond the spec): trimmed, at most 250 characters. */
  image_alt: 'post[image_alt]',
} as const;

/**
 * The form field of "Localização aproximada" (beyond the spec): 'true' has the server round the
 * location to about 100 m before storing it. The client sends it with every location, on unless
 * the resident turned it off; a form without it (the spec's) keeps the point as sent.
 */
export const approximateLocationField = 'post[approximate_location]';

/**
 * A post to create or edit: the editor's checked draft (domain's validatePostEditor), the score of
 * the analysis when one ran, and the edited image as a PNG. Editing without `image` keeps the
 * post's image.
 */
export type PostInput = PostDraft & {
  objectivityScore?: number;
  image?: Blob;
  /** The image's text alternative, sent with the image or to change it on an edit; '' clears it. */
  imageAlt?: string;
  /** "Localização aproximada", on by default: the server rounds the location to about 100 m. */
  approximateLocation?: boolean;
};

/** The form of POST and PUT posts: location as two `post[location][]`, longitude first. */
export function toPostForm(input: PostInput): FormData {
  const form = new FormData();
  form.set(postFormFields.title, input.title);
  form.set(postFormFields.text, input.text);
  form.set(postFormFields.post_category, input.category);
  if (input.objectivityScore !== undefined)
    form.set(postFormFields.objectivity_score, String(input.objectivityScore));
  if (input.type !== undefined) form.set(postFormFields.type, input.type);
  for (const option of input.pollOptions ?? []) form.append(postFormFields.poll_options, option);
  if (input.eventDate !== undefined) form.set(postFormFields.event_date, input.eventDate);
  for (const value of input.location ?? []) form.append(postFormFields.location, String(value));
  if (input.location?.length) form.set(approximateLocationField, String(input.approximateLocation ?? true));
  if (input.image) form.set(postFormFields.image, input.image, 'post.png');
  if (input.imageAlt !== undefined) form.set(postFormFields.image_alt, input.imageAlt);
  return form;
}

/** Reads the one post of an answer under `posts`; an answer without it is invalid. */
async function readPost(
  http: Http,
  call: ApiCall,
  method: string,
  path: string,
  body?: BodyInit,
  json?: unknown,
  options?: WriteOptions,
): Promise<ApiResult<WirePost>> {
  return readAnswerKey<WirePost>(call, await http.send(method, path, body, json, options), 'posts');
}

/** Answer of POST analyzer. */
export type AnalyzerAnswer = {
  results: { objectivity_score: number; objectivity: number; suggestions: string[] };
};

/** The posts calls of the client. */
export function postCalls(http: Http) {
  return {
    /** POST analyzer as multipart with `body`. */
    async analyze(text: string): Promise<ApiResult<AnalyzerAnswer['results']>> {
      const form = new FormData();
      form.set('body', text);
      const answer = await http.send('POST', postPaths.analyzer, form);
      if (!answer?.ok) return apiFailure('analyze', answer);
      const results = (answer.body as AnalyzerAnswer | null)?.results;
      return results ? { ok: true, value: results } : apiFailure('analyze', answer, 'invalid');
    },

    /** GET posts: page `page` (from 1) of the area's timeline, stats and comments included by default. */
    listPosts(params: PostsQuery = {}): Promise<ApiResult<PostsPage>> {
      return http.read<PostsPage>('GET', postsPagePath(params), 'listPosts');
    },

    /** GET posts/{id}: 404 "Postagem não encontrada." also for another area's post. */
    getPost: (id: string): Promise<ApiResult<WirePost>> => readPost(http, 'getPost', 'GET', postPath(id)),

    /** POST posts as multipart; refusals read the server's error, else "Erro ao criar postagem". */
    createPost: (input: PostInput, options?: WriteOptions): Promise<ApiResult<WirePost>> =>
      readPost(http, 'createPost', 'POST', postsPath, toPostForm(input), undefined, options),

    /** PUT posts/{id} with the same form; author only. */
    updatePost: (id: string, input: PostInput, options?: WriteOptions): Promise<ApiResult<WirePost>> =>
      readPost(http, 'updatePost', 'PUT', postPath(id), toPostForm(input), undefined, options),

    /** DELETE posts/{id}; author only. */
    deletePost: (id: string): Promise<ApiResult<true>> =>
      http.acknowledge('DELETE', postPath(id), 'deletePost'),

    /**
     * PUT posts/{id}/upvote or /downvote. Pressing the direction already chosen removes the vote
     * (`new_direction` "none"). Everyone, the voter too, gets the counts by the live vote_update.
     */
    votePost: (
      id: string,
      direction: 'up' | 'down',
      options?: WriteOptions,
    ): Promise<ApiResult<VoteAnswer>> =>
      http.read<VoteAnswer>(
        'PUT',
        postActionPath(id, direction === 'up' ? 'upvote' : 'downvote'),
        'votePost',
        undefined,
        undefined,
        options,
      ),

    /**
     * PUT posts/{id}/flag: one flag per resident (flagging twice keeps one); the post comes back.
     * Without a report it is the spec's body-less call; with one it records why (spec 3).
     */
    flagPost: (id: string, report?: ReportInput): Promise<ApiResult<WirePost>> =>
      readPost(http, 'flagPost', 'PUT', postActionPath(id, 'flag'), undefined, report),
  };
}
