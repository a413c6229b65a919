import { useInsertionEffect, useLayoutEffect, useRef } from 'react';
import './firstPaint.css';

/**
 * The container of the page the server paints (firstPaint.server.tsx): a signed-in `/`'s first
 * page or `/posts/{id}`'s post, or the login screen of a signed-out visitor.
 */
export const firstPaintId = 'first-paint';

/** On the painted login screen's container: the server saw no session cookie (firstPaint.server.tsx). */
export const signedOutAttribute = 'data-signed-out';

/**
 * Whether the page is the login screen the server painted for a request without a session cookie:
 * the session check could only answer "signed out", so the app need not ask (a call and its wait).
 */
export function isPaintedSignedOut(): boolean {
  return document.getElementById(firstPaintId)?.hasAttribute(signedOutAttribute) ?? false;
}

/**
 * Set by build/first-paint.js on what was asked of the painted page before the app started, the last
 * only: a submitted form or a pressed button.
 */
const heldAttribute = 'data-held';

/** What takes the focus: the painted page and the app's own are the same markup, in the same order. */
const focusable = 'input, button, select, textarea, a[href]';

/**
 * What was typed in the painted page's form before the app started, by field name (empty without
 * a painted form): the app's form starts from it, so nothing typed is lost.
 */
export function paintedFormValues(): Record<string, string> {
  if (typeof document === 'undefined') return {};
  const form = document.getElementById(firstPaintId)?.querySelector('form');
  if (!form) return {};
  return Object.fromEntries(
    [...form.querySelectorAll('input')]
      .filter((input) => input.name)
      .map((input) => [input.name, input.value]),
  );
}

/**
 * Where the focus was in the painted page, and what was asked of it before the app started: its
 * form submitted, or the button at `pressed` pressed (-1: none).
 */
type Handover = {
  position: number;
  caret: { start: number | null; end: number | null; type: string } | null;
  submitted: boolean;
  pressed: number;
};

/** Reads the painted page's focus, caret and held submit, before it goes. */
function readHandover(painted: HTMLElement): Handover {
  const focused = document.activeElement;
  const controls = [...painted.querySelectorAll(focusable)];
  const position = painted.contains(focused) ? controls.indexOf(focused as Element) : -1;
  const held = painted.querySelector(`[${heldAttribute}]`);
  return {
    position,
    caret:
      focused instanceof HTMLInputElement
        ? { start: focused.selectionStart, end: focused.selectionEnd, type: focused.type }
        : null,
    submitted: held instanceof HTMLFormElement,
    pressed: held instanceof HTMLButtonElement ? controls.indexOf(held) : -1,
  };
}

/**
 * Puts the focus (and caret) on the app's element in the same place, and submits a held form or
 * presses the held button.
 */
function applyHandover({ position, caret, submitted, pressed }: Handover): void {
  const own = document.getElementById('root');
  const controls = own?.querySelectorAll<HTMLElement>(focusable);
  const target = position >= 0 ? controls?.[position] : undefined;
  if (target) {
    target.focus();
    if (caret?.start != null && target instanceof HTMLInputElement && target.type === caret.type)
      target.setSelectionRange(caret.start, caret.end);
  }
  if (submitted) own?.querySelector('form')?.requestSubmit();
  if (pressed >= 0) controls?.[pressed]?.click();
}

/**
 * Takes the server's painted page away (firstPaint.server.tsx) once `isShown`: in the commit that
 * shows the app's own view in its place, so the two are never on screen, nor in the document,
 * together. As an insertion effect, while React puts the view's nodes in the document and before
 * any layout effect: the view's list measures its cards once, on the page as it will show, rather
 * than laying the page out again after the painted copy went (no long task at start).
 * Then, in the same commit's layout effect (the app's nodes are in place), the focus moves to the
 * app's element in the same place (its caret too), and a form submitted, or a button pressed,
 * before the app started is submitted, or pressed, now.
 */
export function useFirstPaintDone(isShown: boolean): void {
  const handover = useRef<Handover | null>(null);
  useInsertionEffect(() => {
    if (!isShown) return;
    const painted = document.getElementById(firstPaintId);
    if (!painted) return;
    handover.current = readHandover(painted);
    painted.remove();
  }, [isShown]);
  useLayoutEffect(() => {
    const taken = handover.current;
    if (!isShown || !taken) return;
    handover.current = null;
    applyHandover(taken);
  }, [isShown]);
}
