import { useLocation, useNavigate } from 'react-router';

/**
 * Whether the entry before this one is the app's. The browser router keeps each entry's position in
 * `history.state.idx` (0 for the entry the tab opened the app with), which survives a reload; other
 * routers (a story's memory router) leave it out, and there only the first entry keeps the key "default".
 */
function hasEarlierAppEntry(locationKey: string): boolean {
  const state: unknown = window.history.state;
  const idx = typeof state === 'object' && state !== null && 'idx' in state ? state.idx : undefined;
  return typeof idx === 'number' ? idx > 0 : locationKey !== 'default';
}

/** Closing an overlay goes back when the previous entry is the app's, else to the timeline at "/". */
export function useCloseOverlay(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => {
    if (hasEarlierAppEntry(key)) void navigate(-1);
    else void navigate('/');
  };
}
