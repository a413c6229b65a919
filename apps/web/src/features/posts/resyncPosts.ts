import type { PostId, WirePost } from '@vizinhos/domain';
import { atom } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { settleAnsweredVotesAtom } from '../../store/pendingVotes.ts';
import { mergeMissedPosts, overlapsKnownPosts } from './mergeMissedPosts.ts';
import {
  categoryFilter,
  loadPostAtom,
  patchTimeline,
  singlePostsAtom,
  TIMELINE_KEYS,
  type TimelineKey,
  timelinesAtom,
} from './state.ts';

/** Pages fetched at most after one reconnect; a longer absence is caught up by the pages the reader scrolls to. */
const MAX_RESYNC_PAGES = 10;

/**
 * After the live connection came back (the realtime client's onResync): each loaded timeline fetches
 * its newest pages again until they meet a post it already knows, and merges what it missed: edits,
 * flags, votes and deletions in place, new posts held back behind "N novidades" (ARCHITECTURE.md).
 * Open single posts are fetched again.
 */
export const resyncPostsAtom = atom(null, async (get, set) => {
  const api = get(apiClientAtom);
  const keys = TIMELINE_KEYS.filter((key) => get(timelinesAtom)[key]?.status === 'ready');
  const singles = Object.entries(get(singlePostsAtom))
    .filter(([, single]) => single?.status === 'ready')
    .map(([id]) => id as PostId);

  const resyncTimeline = async (key: TimelineKey) => {
    const fetched: WirePost[] = [];
    let reachedEnd = false;
    for (let page = 1; page <= MAX_RESYNC_PAGES; page++) {
      const answer = await api.listPosts({ page, post_category: categoryFilter(key) });
      // Nothing can be merged safely from a partial window: the next reconnect tries again.
      if (!answer.ok) return;
      const posts = answer.value.posts;
      fetched.push(...posts);
      if (posts.length === 0) reachedEnd = true;
      const timeline = get(timelinesAtom)[key];
      if (!timeline || reachedEnd || overlapsKnownPosts(timeline, posts)) break;
    }
    const timeline = get(timelinesAtom)[key];
    if (!timeline) return;
    patchTimeline(get, set, key, mergeMissedPosts(timeline, { fetched, reachedEnd }, categoryFilter(key)));
  };

  await Promise.all([...keys.map(resyncTimeline), ...singles.map((postId) => set(loadPostAtom, postId))]);
  set(settleAnsweredVotesAtom, 'post');
});
