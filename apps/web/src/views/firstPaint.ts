import { useLayoutEffect } from 'react';
import './firstPaint.css';

/** The container of the first page the server paints for a signed-in `/` (firstPaint.server.tsx). */
export const firstPaintId = 'first-paint';

/**
 * Takes the server's painted first page away (firstPaint.server.tsx) once `isShown`: in the commit
 * that shows the app's own view in its place (a layout effect runs before that commit is painted),
 * so the two are never on screen, nor in the document, together.
 */
export function useFirstPaintDone(isShown: boolean): void {
  useLayoutEffect(() => {
    if (isShown) document.getElementById(firstPaintId)?.remove();
  }, [isShown]);
}
