import { Outlet } from 'react-router';
import { useShellView } from '../../views/shellView.ts';
import { loadedPostsAtom, shownCategoryAtom } from './state.ts';
import { TimelinePage } from './TimelinePage.tsx';

// spec: Screens and routes: the timeline reports its loaded posts back for the map view: its atoms,
// as the overlays' outlet context (the map reads them live, without importing this feature).
const timelineReport = { posts: loadedPostsAtom, category: shownCategoryAtom };

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
