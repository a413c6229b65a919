import { type RefObject, useEffect } from 'react';

/** Whether a key press is typing: in a field, a list box or editable text, where "/" is a character. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * "/" anywhere but while typing puts the focus in the header's search field (as GitHub and
 * YouTube do); with a modifier, or already handled (a menu's type-ahead), the key is left alone.
 */
export function useSearchShortcut(field: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey)
        return;
      if (isTyping(event.target) || !field.current) return;
      event.preventDefault();
      field.current.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [field]);
}
