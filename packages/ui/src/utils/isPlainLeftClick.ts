import type { MouseEvent } from 'react';

/**
 * A click the app should handle in place: the main button with no modifier key, not already
 * handled. Any other click (a new tab or window) is left to the browser and the link's href.
 */
export function isPlainLeftClick(
  event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
