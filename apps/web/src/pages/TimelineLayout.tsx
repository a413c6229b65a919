import type { CategoryKey } from '@vizinhos/domain';
import { atom } from 'jotai';
import { Outlet } from 'react-router';
import { loadTimelineAtom, timelinePostsAtoms } from '../features/posts/index.ts';
import { useShellView } from '../views/shellView.ts';
import { TimelinePage } from './TimelinePage.tsx';

// spec: Screens and routes: the timeline reports its loaded posts back for the map view: its atoms,
// as the overlays' outlet context (the map reads them live, without importing this feature). The
// map asks for its category's timeline itself when opened at its own address, so a reload or a
// shared link shows what opening it from the timeline shows.
const timelineReport = {
  postsOf: (category: CategoryKey | undefined) => timelinePostsAtoms[category ?? 'all'],
  load: atom(null, (_get, set, category: CategoryKey | undefined) =>
    set(loadTimelineAtom, category ?? 'all'),
  ),
};

/**
 * The timeline under its overlays (spec: Layout): conversations, profile and settings open over it;
 * the map and members cover it, as full-screen overlays do.
 */
export function TimelineLayout() {
  const { coversTimeline } = useShellView();
  return (
    <>
      {coversTimeline ? null : <TimelinePage />}
      <Outlet context={timelineReport} />
    </>
  );
}
