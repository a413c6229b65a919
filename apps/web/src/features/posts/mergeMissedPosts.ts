import {
  applyPostUpdate,
  type CategoryKey,
  normalizePost,
  type Post,
  prependTimelinePost,
  removePost,
  type WirePost,
} from '@vizinhos/domain';

/** What a timeline shows and what it holds back behind "N novidades". */
export type TimelineLists = { posts: Post[]; heldBack: Post[] };

/** The newest pages fetched again after a reconnect, newest first. */
export type MissedPosts = {
  fetched: readonly WirePost[];
  /** The pages reached the end of the timeline (an empty page): every post older than them is gone. */
  reachedEnd: boolean;
};

/** Whether a fetched page overlaps what the timeline already knows (fetching further would find nothing missed). */
export function overlapsKnownPosts(lists: TimelineLists, page: readonly WirePost[]): boolean {
  const known = new Set([...lists.posts, ...lists.heldBack].map((post) => post.id));
  return page.some((wire) => {
    const post = normalizePost(wire);
    return post !== undefined && known.has(post.id);
  });
}

/**
 * Merges what a reconnect fetched (ARCHITECTURE.md: after a dropped connection) through the same
 * domain reducers the live frames use: known posts are updated in place (edits, flags, votes), new
 * ones are held back (never moved under the reader), and known posts inside the fetched window
 * that the server no longer lists were deleted. A post shown or held back is never added twice.
 */
export function mergeMissedPosts(
  lists: TimelineLists,
  { fetched, reachedEnd }: MissedPosts,
  /** The timeline's category filter; undefined for Página Inicial (every category). */
  category: CategoryKey | undefined,
): TimelineLists {
  const fetchedPosts = fetched.flatMap((wire) => {
    const post = normalizePost(wire);
    return post ? [{ wire, post }] : [];
  });
  const fetchedIds = new Set(fetchedPosts.map(({ post }) => post.id));
  const shownIds = new Set(lists.posts.map((post) => post.id));
  const heldIds = new Set(lists.heldBack.map((post) => post.id));
  let { posts, heldBack } = lists;

  // Oldest first, so that each prepend leaves the newest missed post at the front.
  for (const { wire, post } of [...fetchedPosts].reverse()) {
    if (shownIds.has(post.id)) posts = applyPostUpdate(posts, { post: wire });
    else if (heldIds.has(post.id)) heldBack = applyPostUpdate(heldBack, { post: wire });
    else heldBack = prependTimelinePost(heldBack, { post: wire }, category);
  }

  const oldest = fetchedPosts.at(-1)?.post.createdAt;
  const oldestAt = oldest === undefined ? Number.NaN : Date.parse(oldest);
  const isInWindow = (post: Post) =>
    reachedEnd || (post.createdAt !== undefined && Date.parse(post.createdAt) >= oldestAt);
  for (const post of [...posts, ...heldBack]) {
    if (fetchedIds.has(post.id) || !isInWindow(post)) continue;
    posts = removePost(posts, { post_id: post.id });
    heldBack = removePost(heldBack, { post_id: post.id });
  }
  return { posts, heldBack };
}
