import { useInsertionEffect } from 'react';
import './firstPaint.css';

/** The container of the first page the server paints for a signed-in `/` (firstPaint.server.tsx). */
export const firstPaintId = 'first-paint';

/**
 * Takes the server's painted first page away (firstPaint.server.tsx) once `isShown`: in the commit
 * that shows the app's own view in its place, so the two are never on screen, nor in the document,
 * together. As an insertion effect, while React puts the view's nodes in the document and before
 * any layout effect: the view's list measures its cards once, on the page as it will show, rather
 * than laying the page out again after the painted copy went (issue 27: no long task at start).
 */
export function useFirstPaintDone(isShown: boolean): void {
  useInsertionEffect(() => {
    if (isShown) document.getElementById(firstPaintId)?.remove();
  }, [isShown]);
}
