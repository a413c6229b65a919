import { useEffect, useLayoutEffect, useRef } from 'react';
import { useCloseOverlay } from './useCloseOverlay.ts';

/** What opened an overlay, and how to find it again once the shell re-renders it (the sidebar comes back new). */
type Opener = { element: HTMLElement; href: string | null; name: string; tag: string };

function describe(element: HTMLElement): Opener {
  return {
    element,
    href: element.getAttribute('href'),
    name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
    tag: element.tagName,
  };
}

/**
 * What a focused element stands for as an opener: a menu item stands for its menu's trigger, read
 * while the menu is open (the trigger names it in aria-controls only then, and the item goes with it).
 */
function standInFor(focused: Element): Element {
  const menu = focused.closest('[role="menu"]');
  const trigger = menu?.id ? document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`) : null;
  return trigger ?? focused;
}

/** The control that opened an overlay, described so it can be found again. */
function openerOf(focused: Element | null): Opener | undefined {
  return focused instanceof HTMLElement && focused !== document.body ? describe(focused) : undefined;
}

/** The opener itself, or the control re-rendered in its place: the same link address, or the same button name. */
function findAgain(opener: Opener): HTMLElement | undefined {
  if (opener.element.isConnected) return opener.element;
  const candidates = opener.href
    ? document.querySelectorAll<HTMLElement>(`a[href="${CSS.escape(opener.href)}"]`)
    : document.querySelectorAll<HTMLElement>(opener.tag.toLowerCase());
  return [...candidates].find(
    (candidate) =>
      candidate.checkVisibility() &&
      (candidate.getAttribute('aria-label') ?? candidate.textContent?.trim() ?? '') === opener.name,
  );
}

/**
 * One behaviour for every overlay (map, members, services, conversations, profile, settings): Escape
 * closes it as its own close button does, and closing gives the focus back to what opened it. A
 * layer inside the overlay that handles Escape itself (a menu, a dialog) marks the key as handled,
 * and then only that layer closes.
 */
export function useOverlayFocus(isOverlay: boolean): void {
  const close = useCloseOverlay();
  const lastFocused = useRef<Element | null>(null);
  const opener = useRef<Opener | undefined>(undefined);
  const closedByEscape = useRef(false);

  useEffect(() => {
    const track = (event: FocusEvent) => {
      lastFocused.current = event.target instanceof Element ? standInFor(event.target) : null;
    };
    document.addEventListener('focusin', track);
    return () => document.removeEventListener('focusin', track);
  }, []);

  // A layout effect: it runs before the overlay's own effects, which may move the focus into it.
  useLayoutEffect(() => {
    if (isOverlay) {
      // From one overlay to another, the first opener stays the one focus returns to.
      opener.current ??= openerOf(lastFocused.current);
      return;
    }
    const record = opener.current;
    const byEscape = closedByEscape.current;
    opener.current = undefined;
    closedByEscape.current = false;
    if (!record) return;
    // After the timeline view has rendered again; a control the resident moved to (the logo) keeps the focus.
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (byEscape || !active || active === document.body || !active.isConnected) findAgain(record)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [isOverlay]);

  // A layout effect too: the key listens from the commit that shows the overlay. A passive effect
  // runs after the paint, and after a navigation (a transition) an Escape pressed as soon as the
  // overlay appeared could arrive before it and be lost (seen in an e2e run on a loaded machine).
  useLayoutEffect(() => {
    if (!isOverlay) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      closedByEscape.current = true;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOverlay, close]);
}
