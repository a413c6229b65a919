import { type UIMatch, useMatches } from 'react-router';

/**
 * What a route tells the shell, as its `handle` (routes.tsx): whether the sidebar shows (spec: the
 * sidebar belongs to the timeline views), which sidebar entry is current, and whether an overlay
 * covers the timeline (map, members) or opens over it (conversations, profile, settings).
 */
export type ShellView = {
  hasSidebar: boolean;
  /** The sidebar entry marked current; a function of the address for the category timelines. */
  sidebarHref?: string | ((pathname: string) => string);
  coversTimeline?: boolean;
  /** An overlay: Escape closes it and the focus returns to what opened it (useOverlayFocus). */
  isOverlay?: boolean;
};

function isShellView(handle: unknown): handle is ShellView {
  return typeof handle === 'object' && handle !== null && 'hasSidebar' in handle;
}

/** The deepest matched route's view (the 404 page and unknown handles: no sidebar). */
function readShellView(matches: readonly Pick<UIMatch, 'handle'>[]): ShellView {
  for (const match of [...matches].reverse()) if (isShellView(match.handle)) return match.handle;
  return { hasSidebar: false };
}

/** The current route's ShellView. */
export function useShellView(): ShellView {
  return readShellView(useMatches());
}
