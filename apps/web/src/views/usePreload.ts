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

/** The signs that a link is about to be followed: the pointer over it, focus on it, a touch. */
const linkIntentEvents = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * While `isActive` (signed in), runs `preload` with the path of an own link as soon as the pointer
 * comes over it, focus reaches it or a finger touches it: a view's chunk is fetched on intent, while
 * the hand moves, not with the first screen (only what the view uses).
 */
export function usePreloadLinksOnIntent(
  isActive: boolean,
  preload: ((pathname: string) => unknown) | undefined,
): void {
  useEffect(() => {
    if (!isActive || !preload) return;
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      preload(link.pathname);
    };
    for (const type of linkIntentEvents) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of linkIntentEvents) document.removeEventListener(type, onIntent);
    };
  }, [isActive, preload]);
}
