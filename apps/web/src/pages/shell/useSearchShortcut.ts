import { type RefObject, useEffect } from 'react';

/**
 * Whether "/" belongs to where it was pressed: typed in a field or editable text, or in a dialog or
 * a menu (whose focus stays inside it).
 */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]') !== null;
}

/**
 * "/" anywhere but while typing, or in a dialog or a menu, puts the focus in the header's search
 * field (as GitHub and YouTube do); with a modifier, or already handled, the key is left alone.
 */
export function useSearchShortcut(field: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey)
        return;
      // On phones the bar's field is not shown (the drawer's Busca is the way there).
      if (isTyping(event.target) || !field.current || field.current.offsetParent === null) return;
      event.preventDefault();
      field.current.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [field]);
}
