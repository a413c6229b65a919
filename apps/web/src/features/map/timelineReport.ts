import type { CategoryKey, Post } from '@vizinhos/domain';
import { type Atom, atom, type WritableAtom } from 'jotai';
import { useOutletContext } from 'react-router';

/**
 * What the timeline reports to the map view (spec: Screens and routes: it "reports loaded posts
 * back"): a timeline's posts as an atom, and the action that loads that timeline when nothing has
 * loaded it yet (the map opened or reloaded at its own address), handed to the overlays as the
 * outlet context, so the map follows live posts and never imports the posts feature. `undefined`
 * is Página Inicial's timeline, every category.
 */
export type TimelineReport = {
  /** A timeline's loaded posts; undefined until its first page is in. */
  postsOf: (category: CategoryKey | undefined) => Atom<readonly Post[] | undefined>;
  load: WritableAtom<null, [category: CategoryKey | undefined], Promise<void>>;
};

const noPosts = atom<readonly Post[] | undefined>([]);
const loadNothing = atom(null, async () => {});
const nothingLoaded: TimelineReport = { postsOf: () => noPosts, load: loadNothing };

/** The timeline's report, or nothing loaded when the map is shown outside the timeline. */
export function useTimelineReport(): TimelineReport {
  return useOutletContext<TimelineReport | undefined>() ?? nothingLoaded;
}
