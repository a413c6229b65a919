import { type FocusEvent, useRef } from 'react';

/**
 * A menu's `onFocus` for a menu mounted open by a stand-in trigger (useOpenOnIntent): Radix focuses
 * the menu on opening and moves on to its first item only when its own trigger saw the key; when the
 * stand-in was pressed with Enter or Space, this moves the focus to the first item, as Radix does. Only the
 * first opening: later ones are Radix's own.
 */
export function useFocusFirstItemOnce(byKeyboard: boolean): (event: FocusEvent<HTMLElement>) => void {
  const pending = useRef(byKeyboard);
  return (event) => {
    if (!pending.current || event.target !== event.currentTarget) return;
    pending.current = false;
    event.currentTarget
      .querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')
      ?.focus({ preventScroll: true });
  };
}
