import {
  applyPostUpdate,
  applyVoteUpdate,
  CATEGORY_KEYS,
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
import { type Atom, atom, type Getter, type Setter } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { currentUserAtom } from '../../session/session.ts';

/**
 * Which timeline: one category's, or `all` for Página Inicial, which lists every category's posts
 * (spec: the sidebar's Página Inicial "clears the category filter"; GET posts takes post_category as optional).
 */
export type TimelineKey = CategoryKey | 'all';

/** Every timeline key: Página Inicial's, then each category's. */
export const TIMELINE_KEYS: readonly TimelineKey[] = ['all', ...CATEGORY_KEYS];

/** The category filter a timeline asks the server for: none for Página Inicial. */
export const categoryFilter = (key: TimelineKey): CategoryKey | undefined =>
  key === 'all' ? undefined : key;

/** One timeline: the pages loaded, and the posts held back behind "N novidades". */
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

const timelinesBaseAtom = atom<Partial<Record<TimelineKey, TimelineState>>>({});
const singlePostsBaseAtom = atom<Partial<Record<PostId, SinglePostState>>>({});
const pendingVotesBaseAtom = atom<Partial<Record<PostId, 'up' | 'down'>>>({});
const highlightedBaseAtom = atom<ReadonlySet<PostId>>(new Set<PostId>());
const revealedBaseAtom = atom<ReadonlySet<PostId>>(new Set<PostId>());

/** Every timeline loaded in this session. */
export const timelinesAtom = atom((get) => get(timelinesBaseAtom));

/**
 * Each timeline's loaded posts, reported to the map view (spec: Screens and routes: "reports loaded
 * posts back"), one atom per key so the map reads its own category's posts live.
 */
export const timelinePostsAtoms = Object.fromEntries(
  TIMELINE_KEYS.map((key) => [key, atom((get): readonly Post[] => get(timelinesBaseAtom)[key]?.posts ?? [])]),
) as Record<TimelineKey, Atom<readonly Post[]>>;

/** The single posts opened at /posts/{id}. */
export const singlePostsAtom = atom((get) => get(singlePostsBaseAtom));

/** The votes waiting for their live vote_update (spec: States and transitions: loading until it confirms). */
export const pendingVotesAtom = atom((get) => get(pendingVotesBaseAtom));

/** Posts playing the highlight of a live arrival (spec: States and transitions: 2 s). */
export const highlightedPostsAtom = atom((get) => get(highlightedBaseAtom));

/**
 * Hidden posts the reader chose to see ("Mostrar mesmo assim", spec: States and transitions): kept
 * for the session, so a card rendered again (scrolled back into the virtualised list, the post's own
 * page, another timeline) stays revealed.
 */
export const revealedPostsAtom = atom((get) => get(revealedBaseAtom));

/** Keeps "Mostrar mesmo assim" for a post until the session ends. */
export const revealPostAtom = atom(null, (get, set, { postId }: { postId: PostId }) => {
  if (!get(revealedBaseAtom).has(postId)) set(revealedBaseAtom, new Set([...get(revealedBaseAtom), postId]));
});

const emptyTimeline: TimelineState = {
  status: 'loading',
  posts: [],
  heldBack: [],
  loadedPages: 0,
  hasMore: true,
  isLoadingMore: false,
};

/** Replaces part of one timeline. */
export function patchTimeline(get: Getter, set: Setter, key: TimelineKey, patch: Partial<TimelineState>) {
  const current = get(timelinesBaseAtom)[key] ?? emptyTimeline;
  set(timelinesBaseAtom, { ...get(timelinesBaseAtom), [key]: { ...current, ...patch } });
}

/**
 * Applies one domain reducer to every list of posts loaded: each timeline (shown and held back) and
 * each single post.
 */
export function changeLoadedPosts(get: Getter, set: Setter, change: (posts: Post[]) => Post[]) {
  const timelines = { ...get(timelinesBaseAtom) };
  for (const key of TIMELINE_KEYS) {
    const timeline = timelines[key];
    if (!timeline) continue;
    const posts = change(timeline.posts);
    const heldBack = change(timeline.heldBack);
    if (posts !== timeline.posts || heldBack !== timeline.heldBack)
      timelines[key] = { ...timeline, posts, heldBack };
  }
  set(timelinesBaseAtom, timelines);
  const singles = { ...get(singlePostsBaseAtom) };
  for (const [id, single] of Object.entries(singles)) {
    if (single?.status !== 'ready') continue;
    const [post] = change([single.post]);
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

/** Loads a timeline's first page unless it is already loaded or loading (spec: Calls). */
export const loadTimelineAtom = atom(null, async (get, set, key: TimelineKey) => {
  const current = get(timelinesBaseAtom)[key];
  if (current && current.status !== 'error') return;
  patchTimeline(get, set, key, emptyTimeline);
  const answer = await get(apiClientAtom).listPosts({ page: 1, post_category: categoryFilter(key) });
  if (!answer.ok) {
    patchTimeline(get, set, key, { status: 'error' });
    return;
  }
  const posts = normalizePosts(answer.value.posts);
  patchTimeline(get, set, key, { status: 'ready', posts, loadedPages: 1, hasMore: posts.length > 0 });
});

/** The next page, asked for 1000 px before the end (spec: Business constants and limits). */
export const loadMorePostsAtom = atom(null, async (get, set, key: TimelineKey) => {
  const current = get(timelinesBaseAtom)[key];
  if (!current || current.status === 'loading' || current.isLoadingMore || !current.hasMore) return;
  patchTimeline(get, set, key, { status: 'ready', isLoadingMore: true });
  const page = current.loadedPages + 1;
  const answer = await get(apiClientAtom).listPosts({ page, post_category: categoryFilter(key) });
  if (!answer.ok) {
    patchTimeline(get, set, key, { status: 'error', isLoadingMore: false });
    return;
  }
  const latest = get(timelinesBaseAtom)[key] ?? current;
  const known = new Set([...latest.posts, ...latest.heldBack].map((post) => post.id));
  // A post published since page 1 pushes the server's pages down: what repeats is already shown.
  const older = normalizePosts(answer.value.posts).filter((post) => !known.has(post.id));
  patchTimeline(get, set, key, {
    posts: [...latest.posts, ...older],
    loadedPages: page,
    hasMore: answer.value.posts.length > 0,
    isLoadingMore: false,
  });
});

/** After a failure: the first page again, or the page that failed when cards are shown. */
export const retryTimelineAtom = atom(null, async (get, set, key: TimelineKey) => {
  const current = get(timelinesBaseAtom)[key];
  if (current && current.posts.length > 0) await set(loadMorePostsAtom, key);
  else await set(loadTimelineAtom, key);
});

/** Shows the posts held back after a reconnect at the top, highlighted ("N novidades"). */
export const showNewPostsAtom = atom(null, (get, set, key: TimelineKey) => {
  const current = get(timelinesBaseAtom)[key];
  if (!current || current.heldBack.length === 0) return;
  const ids = new Set(current.heldBack.map((post) => post.id));
  patchTimeline(get, set, key, {
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

/** A neighbour's new post, live: at the top of its category's timeline and Página Inicial's, once, highlighted. */
export const receiveNewPostAtom = atom(null, (get, set, message: WirePostMessage) => {
  const arrived = new Set<PostId>();
  const timelines = { ...get(timelinesBaseAtom) };
  for (const key of TIMELINE_KEYS) {
    const timeline = timelines[key];
    if (timeline?.status !== 'ready') continue;
    const posts = prependTimelinePost(timeline.posts, message, categoryFilter(key));
    if (posts === timeline.posts || !posts[0]) continue;
    const { id } = posts[0];
    arrived.add(id);
    timelines[key] = {
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
