import { useEffect } from 'react';

/** The first sign that the resident is about to act on the page: focus, a touch or a key. */
const intentEvents = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * Runs `preload` once on the first intent (focus, touch or key) while `isActive`, so the chunks a
 * signed-in view needs are fetched while the resident types, not on the login route's first load.
 */
export function usePreloadOnIntent(isActive: boolean, preload: (() => unknown) | undefined): void {
  useEffect(() => {
    if (!isActive || !preload) return;
    const run = () => {
      stop();
      preload();
    };
    const stop = () => {
      for (const type of intentEvents) document.removeEventListener(type, run, true);
    };
    for (const type of intentEvents) document.addEventListener(type, run, { capture: true, passive: true });
    return stop;
  }, [isActive, preload]);
}

/** Runs `preload` once the browser is idle while `isActive` (after sign-in: the views not yet open). */
export function usePreloadWhenIdle(isActive: boolean, preload: (() => unknown) | undefined): void {
  useEffect(() => {
    if (!isActive || !preload) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => preload(), { timeout: 3000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => preload(), 1000);
    return () => clearTimeout(handle);
  }, [isActive, preload]);
}
