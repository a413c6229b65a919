import {
  applyPostUpdate,
  applyVoteUpdate,
  CATEGORY_KEYS,
  type CategoryKey,
  describePostLoadError,
  type MessageId,
  normalizePost,
  normalizePosts,
  POST_ERROR_TEXTS,
  POST_HIGHLIGHT_MS,
  type Post,
  type PostId,
  prependTimelinePost,
  readVoteTarget,
  removePost,
  type VoteLiveEvent,
  type WirePostDelete,
  type WirePostMessage,
} from '@vizinhos/domain';
import { type Atom, atom, type Getter, type Setter } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { currentUserAtom } from '../../session/session.ts';
import { changePosts, postEntitiesAtom, putPosts, resolvePosts } from '../../store/entities.ts';
import { firstPageLoading, loadPage, type Paging } from '../../store/paging.ts';
import { confirmVote, pendingPostVotesAtom } from '../../store/pendingVotes.ts';

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

/** One timeline: its paging (the one mechanism, store/paging.ts), its posts and those held back behind "N novidades". */
export type TimelineState = Paging & {
  posts: Post[];
  /** New posts fetched after a reconnect, shown only when the reader asks (the "N novidades" pill). */
  heldBack: Post[];
};

/** A timeline as the store holds it: its posts by id (the posts themselves are the store's entities). */
type StoredTimeline = Omit<TimelineState, 'posts' | 'heldBack'> & {
  postIds: readonly PostId[];
  heldBackIds: readonly PostId[];
};

/** The single post view's post (spec: Single post view). */
type SinglePostState =
  | { status: 'loading' }
  | { status: 'ready'; post: Post }
  | { status: 'error'; error: string };

type StoredSinglePost = { status: 'loading' } | { status: 'ready' } | { status: 'error'; error: string };

const timelinesBaseAtom = atom<Partial<Record<TimelineKey, StoredTimeline>>>({});
const singlePostsBaseAtom = atom<Partial<Record<PostId, StoredSinglePost>>>({});
const highlightedBaseAtom = atom<ReadonlySet<PostId>>(new Set<PostId>());
const revealedBaseAtom = atom<ReadonlySet<PostId | MessageId>>(new Set<PostId | MessageId>());

/** Every timeline loaded in this session, its ids read from the store's posts. */
export const timelinesAtom = atom((get) => {
  const posts = get(postEntitiesAtom);
  const timelines: Partial<Record<TimelineKey, TimelineState>> = {};
  for (const [key, stored] of Object.entries(get(timelinesBaseAtom))) {
    if (!stored) continue;
    const { postIds, heldBackIds, ...rest } = stored;
    timelines[key as TimelineKey] = {
      ...rest,
      posts: resolvePosts(posts, postIds),
      heldBack: resolvePosts(posts, heldBackIds),
    };
  }
  return timelines;
});

/**
 * Each timeline's loaded posts, reported to the map view (spec: Screens and routes: "reports loaded
 * posts back"), one atom per key so the map reads its own category's posts live; undefined until
 * its first page is in (the map shows no count it does not know).
 */
export const timelinePostsAtoms = Object.fromEntries(
  TIMELINE_KEYS.map((key) => [
    key,
    atom((get): readonly Post[] | undefined => {
      const timeline = get(timelinesAtom)[key];
      return timeline && timeline.loadedPages > 0 ? timeline.posts : undefined;
    }),
  ]),
) as Record<TimelineKey, Atom<readonly Post[] | undefined>>;

/** The single posts opened at /posts/{id}, read from the store's posts. */
export const singlePostsAtom = atom((get) => {
  const posts = get(postEntitiesAtom);
  const singles: Partial<Record<PostId, SinglePostState>> = {};
  for (const [id, stored] of Object.entries(get(singlePostsBaseAtom))) {
    if (!stored) continue;
    if (stored.status !== 'ready') {
      singles[id as PostId] = stored;
      continue;
    }
    const post = posts[id as PostId];
    singles[id as PostId] = post
      ? { status: 'ready', post }
      : // Deleted while open: the page says what the server now answers (spec: Single post view).
        { status: 'error', error: describePostLoadError(404) };
  }
  return singles;
});

/** The votes waiting for their live vote_update (spec: States and transitions: loading until it confirms). */
export const pendingVotesAtom = atom((get) => get(pendingPostVotesAtom));

/** Posts playing the highlight of a live arrival (spec: States and transitions: 2 s). */
export const highlightedPostsAtom = atom((get) => get(highlightedBaseAtom));

/**
 * What the reader chose to see anyway ("Mostrar mesmo assim", spec: States and transitions; spec 3:
 * Collapsed content): a hidden post, a blocked resident's post or message. Kept for the session, so
 * a card or message rendered again (scrolled back into a virtualised list, the post's own page,
 * another timeline, the conversation opened again) stays revealed.
 */
export const revealedContentAtom = atom((get) => get(revealedBaseAtom));

/** Keeps "Mostrar mesmo assim" for a post or a message until the session ends. */
export const revealContentAtom = atom(null, (get, set, { id }: { id: PostId | MessageId }) => {
  if (!get(revealedBaseAtom).has(id)) set(revealedBaseAtom, new Set([...get(revealedBaseAtom), id]));
});

const emptyTimeline: StoredTimeline = { ...firstPageLoading, postIds: [], heldBackIds: [] };

const idsOf = (posts: readonly Post[]): PostId[] => posts.map((post) => post.id);

/** Replaces part of one timeline; the posts given are stored as the store's entities, the timeline keeps their ids. */
export function patchTimeline(get: Getter, set: Setter, key: TimelineKey, patch: Partial<TimelineState>) {
  const { posts, heldBack, ...rest } = patch;
  putPosts(get, set, [...(posts ?? []), ...(heldBack ?? [])]);
  const current = get(timelinesBaseAtom)[key] ?? emptyTimeline;
  set(timelinesBaseAtom, {
    ...get(timelinesBaseAtom),
    [key]: {
      ...current,
      ...rest,
      ...(posts ? { postIds: idsOf(posts) } : {}),
      ...(heldBack ? { heldBackIds: idsOf(heldBack) } : {}),
    },
  });
}

/** Replaces part of one timeline as stored (its ids). */
function patchStoredTimeline(get: Getter, set: Setter, key: TimelineKey, patch: Partial<StoredTimeline>) {
  const current = get(timelinesBaseAtom)[key] ?? emptyTimeline;
  set(timelinesBaseAtom, { ...get(timelinesBaseAtom), [key]: { ...current, ...patch } });
}

/**
 * Applies one domain reducer to the store's posts, once: every timeline and single post that lists
 * a changed post shows the change; a post the reducer drops leaves every list.
 */
export function changeLoadedPosts(get: Getter, set: Setter, change: (posts: Post[]) => Post[]) {
  const dropped = changePosts(get, set, change);
  if (dropped.size === 0) return;
  const timelines = { ...get(timelinesBaseAtom) };
  for (const key of TIMELINE_KEYS) {
    const timeline = timelines[key];
    if (!timeline) continue;
    timelines[key] = {
      ...timeline,
      postIds: timeline.postIds.filter((id) => !dropped.has(id)),
      heldBackIds: timeline.heldBackIds.filter((id) => !dropped.has(id)),
    };
  }
  set(timelinesBaseAtom, timelines);
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

/** One timeline's paging, read and written by the paging mechanism. */
function timelinePaging(get: Getter, set: Setter, key: TimelineKey) {
  return {
    read: () => get(timelinesBaseAtom)[key] ?? emptyTimeline,
    write: (patch: Partial<Paging>) => patchTimeline(get, set, key, patch),
    fetch: (page: number) => get(apiClientAtom).listPosts({ page, post_category: categoryFilter(key) }),
    // spec: Calls: the end is reached when a page is empty.
    hasMoreAfter: (answer: { posts: readonly unknown[] }) => answer.posts.length > 0,
  };
}

/** Loads a timeline's first page unless it is already loaded or loading (spec: Calls). */
export const loadTimelineAtom = atom(null, async (get, set, key: TimelineKey) => {
  const current = get(timelinesBaseAtom)[key];
  if (current && current.status !== 'error') return;
  set(timelinesBaseAtom, { ...get(timelinesBaseAtom), [key]: emptyTimeline });
  await loadPage({
    ...timelinePaging(get, set, key),
    more: false,
    add: (answer) => patchTimeline(get, set, key, { posts: normalizePosts(answer.posts) }),
  });
});

/** The next page, asked for 1000 px before the end (spec: Business constants and limits); a failure shows the retry. */
export const loadMorePostsAtom = atom(null, async (get, set, key: TimelineKey) => {
  await loadPage({
    ...timelinePaging(get, set, key),
    more: true,
    moreFailure: 'error',
    add: (answer) => {
      const latest = get(timelinesBaseAtom)[key] ?? emptyTimeline;
      const known = new Set([...latest.postIds, ...latest.heldBackIds]);
      // A post published since page 1 pushes the server's pages down: what repeats is already shown.
      const older = normalizePosts(answer.posts).filter((post) => !known.has(post.id));
      putPosts(get, set, older);
      patchStoredTimeline(get, set, key, { postIds: [...latest.postIds, ...idsOf(older)] });
    },
  });
});

/** After a failure: the first page again, or the page that failed when cards are shown. */
export const retryTimelineAtom = atom(null, async (get, set, key: TimelineKey) => {
  const current = get(timelinesBaseAtom)[key];
  if (current && current.postIds.length > 0) await set(loadMorePostsAtom, key);
  else await set(loadTimelineAtom, key);
});

/** Shows the posts held back after a reconnect at the top, highlighted ("N novidades"). */
export const showNewPostsAtom = atom(null, (get, set, key: TimelineKey) => {
  const current = get(timelinesBaseAtom)[key];
  if (!current || current.heldBackIds.length === 0) return;
  const ids = new Set(current.heldBackIds);
  set(timelinesBaseAtom, {
    ...get(timelinesBaseAtom),
    [key]: {
      ...current,
      postIds: [...current.heldBackIds, ...current.postIds.filter((id) => !ids.has(id))],
      heldBackIds: [],
    },
  });
  set(highlightPostsAtom, [...ids]);
});

/** Loads the post of /posts/{id} (spec: Single post view: "Loading post...", "Post not found (404)", "Failed to load post"). */
export const loadPostAtom = atom(null, async (get, set, postId: PostId) => {
  if (get(singlePostsAtom)[postId]?.status !== 'ready')
    set(singlePostsBaseAtom, { ...get(singlePostsBaseAtom), [postId]: { status: 'loading' } });
  const answer = await get(apiClientAtom).getPost(postId);
  const post = answer.ok ? normalizePost(answer.value) : undefined;
  if (post) putPosts(get, set, [post]);
  const next: StoredSinglePost = post
    ? { status: 'ready' }
    : { status: 'error', error: answer.ok ? POST_ERROR_TEXTS.postLoadFailed : answer.error };
  set(singlePostsBaseAtom, { ...get(singlePostsBaseAtom), [postId]: next });
});

/** A neighbour's new post, live: at the top of its category's timeline and Página Inicial's, once, highlighted. */
export const receiveNewPostAtom = atom(null, (get, set, message: WirePostMessage) => {
  const arrived = new Set<PostId>();
  for (const key of TIMELINE_KEYS) {
    const timeline = get(timelinesAtom)[key];
    if (timeline?.status !== 'ready') continue;
    const posts = prependTimelinePost(timeline.posts, message, categoryFilter(key));
    if (posts === timeline.posts || !posts[0]) continue;
    const { id } = posts[0];
    arrived.add(id);
    patchTimeline(get, set, key, { posts, heldBack: timeline.heldBack.filter((post) => post.id !== id) });
  }
  set(highlightPostsAtom, [...arrived]);
});

/** A live post_update (an edit or a flag): the store's post changes once, every list shows it. */
export const receivePostUpdateAtom = atom(null, (get, set, message: WirePostMessage) => {
  changeLoadedPosts(get, set, (posts) => applyPostUpdate(posts, message));
});

/** A live post_delete: the post leaves the store, so every list. */
export const receivePostDeleteAtom = atom(null, (get, set, message: WirePostDelete) => {
  changeLoadedPosts(get, set, (posts) => removePost(posts, message));
});

/**
 * A live vote_update: new counts from any frame; the reader's own vote, which stops waiting, only
 * from the frame of the reader's own topic (the area's carries no direction and no voter).
 */
export const receiveVoteUpdateAtom = atom(null, (get, set, event: VoteLiveEvent) => {
  const me = event.kind === 'ownVoteUpdate' ? get(currentUserAtom)?.id : undefined;
  changeLoadedPosts(get, set, (posts) => applyVoteUpdate(posts, event.payload, me));
  const target = readVoteTarget(event.payload);
  if (me !== undefined && target.postId && target.voterId === me)
    confirmVote(get, set, { kind: 'post', id: target.postId });
});
