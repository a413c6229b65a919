import {
  applyPostUpdate,
  applyVoteUpdate,
  type CategoryKey,
  describePostLoadError,
  normalizePost,
  normalizePosts,
  POST_ERROR_TEXTS,
  POST_HIGHLIGHT_MS,
  type Post,
  type PostId,
  prependTimelinePost,
  readVoteTarget,
  removePost,
  type WirePostDelete,
  type WirePostMessage,
  type WireVoteUpdate,
} from '@vizinhos/domain';
import { atom, type Getter, type Setter } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { currentUserAtom } from '../accounts/index.ts';

/** One category's timeline: the pages loaded, and the posts held back behind "N novidades". */
export type TimelineState = {
  status: 'loading' | 'ready' | 'error';
  posts: Post[];
  /** New posts fetched after a reconnect, shown only when the reader asks (the "N novidades" pill). */
  heldBack: Post[];
  loadedPages: number;
  /** The last page was not empty (spec: Calls: the end is reached when a page is empty). */
  hasMore: boolean;
  isLoadingMore: boolean;
};

/** The single post view's post (spec: Single post view). */
export type SinglePostState =
  | { status: 'loading' }
  | { status: 'ready'; post: Post }
  | { status: 'error'; error: string };

const timelinesBaseAtom = atom<Partial<Record<CategoryKey, TimelineState>>>({});
const shownCategoryBaseAtom = atom<CategoryKey | undefined>(undefined);
const singlePostsBaseAtom = atom<Partial<Record<PostId, SinglePostState>>>({});
const pendingVotesBaseAtom = atom<Partial<Record<PostId, 'up' | 'down'>>>({});
const highlightedBaseAtom = atom<ReadonlySet<PostId>>(new Set<PostId>());

/** Every category's timeline loaded in this session. */
export const timelinesAtom = atom((get) => get(timelinesBaseAtom));

/** The category the timeline shows now, for the map view's title (spec: Screens and routes: "Mapa - {category}"). */
export const shownCategoryAtom = atom((get) => get(shownCategoryBaseAtom));

/** The posts the timeline shows now, reported to the map view (spec: Screens and routes: "reports loaded posts back"). */
export const loadedPostsAtom = atom((get) => {
  const category = get(shownCategoryBaseAtom);
  return category === undefined ? [] : (get(timelinesBaseAtom)[category]?.posts ?? []);
});

/** The single posts opened at /posts/{id}. */
export const singlePostsAtom = atom((get) => get(singlePostsBaseAtom));

/** The votes waiting for their live vote_update (spec: States and transitions: loading until it confirms). */
export const pendingVotesAtom = atom((get) => get(pendingVotesBaseAtom));

/** Posts playing the highlight of a live arrival (spec: States and transitions: 2 s). */
export const highlightedPostsAtom = atom((get) => get(highlightedBaseAtom));

const emptyTimeline: TimelineState = {
  status: 'loading',
  posts: [],
  heldBack: [],
  loadedPages: 0,
  hasMore: true,
  isLoadingMore: false,
};

/** Replaces part of one category's timeline. */
export function patchTimeline(
  get: Getter,
  set: Setter,
  category: CategoryKey,
  patch: Partial<TimelineState>,
) {
  const current = get(timelinesBaseAtom)[category] ?? emptyTimeline;
  set(timelinesBaseAtom, { ...get(timelinesBaseAtom), [category]: { ...current, ...patch } });
}

/**
 * Applies one domain reducer to every list of posts loaded: each timeline (shown and held back,
 * with its category) and each single post (no category).
 */
export function changeLoadedPosts(
  get: Getter,
  set: Setter,
  change: (posts: Post[], category: CategoryKey | undefined) => Post[],
) {
  const timelines = { ...get(timelinesBaseAtom) };
  for (const [key, timeline] of Object.entries(timelines)) {
    const category = key as CategoryKey;
    if (!timeline) continue;
    const posts = change(timeline.posts, category);
    const heldBack = change(timeline.heldBack, category);
    if (posts !== timeline.posts || heldBack !== timeline.heldBack)
      timelines[category] = { ...timeline, posts, heldBack };
  }
  set(timelinesBaseAtom, timelines);
  const singles = { ...get(singlePostsBaseAtom) };
  for (const [id, single] of Object.entries(singles)) {
    if (single?.status !== 'ready') continue;
    const [post] = change([single.post], undefined);
    singles[id as PostId] = post
      ? { status: 'ready', post }
      : // Deleted while open: the page says what the server now answers (spec: Single post view).
        { status: 'error', error: describePostLoadError(404) };
  }
  set(singlePostsBaseAtom, singles);
}

/** Plays the arrival highlight on these posts for POST_HIGHLIGHT_MS. */
const highlightPostsAtom = atom(null, (get, set, ids: readonly PostId[]) => {
  if (ids.length === 0) return;
  set(highlightedBaseAtom, new Set([...get(highlightedBaseAtom), ...ids]));
  setTimeout(() => {
    const next = new Set(get(highlightedBaseAtom));
    for (const id of ids) next.delete(id);
    set(highlightedBaseAtom, next);
  }, POST_HIGHLIGHT_MS);
});

/** Marks or clears the vote waiting for confirmation on a post. */
export function setPendingVote(get: Getter, set: Setter, postId: PostId, direction: 'up' | 'down' | null) {
  const next = { ...get(pendingVotesBaseAtom) };
  if (direction === null) delete next[postId];
  else next[postId] = direction;
  set(pendingVotesBaseAtom, next);
}

/** Shows a category's timeline, loading its first page unless it is already loaded (spec: Calls). */
export const loadTimelineAtom = atom(null, async (get, set, category: CategoryKey) => {
  set(shownCategoryBaseAtom, category);
  const current = get(timelinesBaseAtom)[category];
  if (current && current.status !== 'error') return;
  patchTimeline(get, set, category, emptyTimeline);
  const answer = await get(apiClientAtom).listPosts({ page: 1, post_category: category });
  if (!answer.ok) {
    patchTimeline(get, set, category, { status: 'error' });
    return;
  }
  const posts = normalizePosts(answer.value.posts);
  patchTimeline(get, set, category, { status: 'ready', posts, loadedPages: 1, hasMore: posts.length > 0 });
});

/** The next page, asked for 1000 px before the end (spec: Business constants and limits). */
export const loadMorePostsAtom = atom(null, async (get, set, category: CategoryKey) => {
  const current = get(timelinesBaseAtom)[category];
  if (!current || current.status === 'loading' || current.isLoadingMore || !current.hasMore) return;
  patchTimeline(get, set, category, { status: 'ready', isLoadingMore: true });
  const page = current.loadedPages + 1;
  const answer = await get(apiClientAtom).listPosts({ page, post_category: category });
  if (!answer.ok) {
    patchTimeline(get, set, category, { status: 'error', isLoadingMore: false });
    return;
  }
  const latest = get(timelinesBaseAtom)[category] ?? current;
  const known = new Set([...latest.posts, ...latest.heldBack].map((post) => post.id));
  // A post published since page 1 pushes the server's pages down: what repeats is already shown.
  const older = normalizePosts(answer.value.posts).filter((post) => !known.has(post.id));
  patchTimeline(get, set, category, {
    posts: [...latest.posts, ...older],
    loadedPages: page,
    hasMore: answer.value.posts.length > 0,
    isLoadingMore: false,
  });
});

/** After a failure: the first page again, or the page that failed when cards are shown. */
export const retryTimelineAtom = atom(null, async (get, set, category: CategoryKey) => {
  const current = get(timelinesBaseAtom)[category];
  if (current && current.posts.length > 0) await set(loadMorePostsAtom, category);
  else await set(loadTimelineAtom, category);
});

/** Shows the posts held back after a reconnect at the top, highlighted ("N novidades"). */
export const showNewPostsAtom = atom(null, (get, set, category: CategoryKey) => {
  const current = get(timelinesBaseAtom)[category];
  if (!current || current.heldBack.length === 0) return;
  const ids = new Set(current.heldBack.map((post) => post.id));
  patchTimeline(get, set, category, {
    posts: [...current.heldBack, ...current.posts.filter((post) => !ids.has(post.id))],
    heldBack: [],
  });
  set(highlightPostsAtom, [...ids]);
});

/** Loads the post of /posts/{id} (spec: Single post view: "Loading post...", "Post not found (404)", "Failed to load post"). */
export const loadPostAtom = atom(null, async (get, set, postId: PostId) => {
  if (get(singlePostsBaseAtom)[postId]?.status !== 'ready')
    set(singlePostsBaseAtom, { ...get(singlePostsBaseAtom), [postId]: { status: 'loading' } });
  const answer = await get(apiClientAtom).getPost(postId);
  const post = answer.ok ? normalizePost(answer.value) : undefined;
  const next: SinglePostState = post
    ? { status: 'ready', post }
    : { status: 'error', error: answer.ok ? POST_ERROR_TEXTS.postLoadFailed : answer.error };
  set(singlePostsBaseAtom, { ...get(singlePostsBaseAtom), [postId]: next });
});

/** A neighbour's new post, live: at the top of its category's timeline, once, highlighted. */
export const receiveNewPostAtom = atom(null, (get, set, message: WirePostMessage) => {
  const arrived = new Set<PostId>();
  const timelines = { ...get(timelinesBaseAtom) };
  for (const [key, timeline] of Object.entries(timelines)) {
    if (timeline?.status !== 'ready') continue;
    const posts = prependTimelinePost(timeline.posts, message, key as CategoryKey);
    if (posts === timeline.posts || !posts[0]) continue;
    const { id } = posts[0];
    arrived.add(id);
    timelines[key as CategoryKey] = {
      ...timeline,
      posts,
      heldBack: timeline.heldBack.filter((post) => post.id !== id),
    };
  }
  set(timelinesBaseAtom, timelines);
  set(highlightPostsAtom, [...arrived]);
});

/** A live post_update (an edit or a flag) in every list that shows the post. */
export const receivePostUpdateAtom = atom(null, (get, set, message: WirePostMessage) => {
  changeLoadedPosts(get, set, (posts) => applyPostUpdate(posts, message));
});

/** A live post_delete: the post leaves every list. */
export const receivePostDeleteAtom = atom(null, (get, set, message: WirePostDelete) => {
  changeLoadedPosts(get, set, (posts) => removePost(posts, message));
});

/** A live vote_update: new counts; the reader's own vote and its loading state when the reader voted. */
export const receiveVoteUpdateAtom = atom(null, (get, set, update: WireVoteUpdate) => {
  const me = get(currentUserAtom)?.id;
  changeLoadedPosts(get, set, (posts) => applyVoteUpdate(posts, update, me));
  const target = readVoteTarget(update);
  if (target.postId && target.voterId !== undefined && target.voterId === me)
    setPendingVote(get, set, target.postId, null);
});
