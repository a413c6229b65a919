import { Outlet } from 'react-router';
import { useShellView } from '../../views/shellView.ts';
import { TimelinePage } from './TimelinePage.tsx';

/**
 * The timeline under its overlays (spec: Layout): conversations, profile and settings open over it;
 * the map and members cover it, as full-screen overlays do.
 */
export function TimelineLayout() {
  const { coversTimeline } = useShellView();
  return (
    <>
      {coversTimeline ? null : <TimelinePage />}
      <Outlet />
    </>
  );
}
