import { act, createElement, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { firstPaintId, useFirstPaintDone } from './firstPaint.ts';

// React's test flag: act() waits for the commit and its effects.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root;
beforeEach(() => {
  document.body.innerHTML = `<div id="${firstPaintId}"><ol><li>painted</li></ol></div><div id="root"></div>`;
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  root = createRoot(container);
  seen.painted = undefined;
});
afterEach(() => {
  act(() => root.unmount());
});

/** What the view's list found painted when it measured itself. */
const seen: { painted?: boolean } = {};

/** A list that measures the page in a layout effect, as the timeline's does. */
function List() {
  useLayoutEffect(() => {
    seen.painted = document.getElementById(firstPaintId) !== null;
  });
  return createElement('ol', null, createElement('li', null, 'own'));
}

function View({ isShown }: { isShown: boolean }) {
  useFirstPaintDone(isShown);
  return createElement(List);
}

it("takes the painted page away before the view's own layout effects measure the page (one layout)", async () => {
  await act(async () => root.render(createElement(View, { isShown: true })));
  expect(seen.painted).toBe(false);
  expect(document.getElementById(firstPaintId)).toBeNull();
});

it('keeps the painted page while the view is not shown yet', async () => {
  await act(async () => root.render(createElement(View, { isShown: false })));
  expect(seen.painted).toBe(true);
  expect(document.getElementById(firstPaintId)).not.toBeNull();
});

/** The app's own login-like view: the same controls, in the same order, as the painted one. */
function OwnForm({ onSubmit, onForgot }: { onSubmit: () => void; onForgot: () => void }) {
  useFirstPaintDone(true);
  return createElement(
    'form',
    {
      onSubmit: (event: { preventDefault: () => void }) => {
        event.preventDefault();
        onSubmit();
      },
    },
    createElement('input', { name: 'user', 'aria-label': 'user' }),
    createElement('button', { type: 'submit' }, 'Entrar'),
    createElement('button', { type: 'button', onClick: onForgot }, 'Esqueci minha senha'),
  );
}

const paintedForm = (held: 'form' | 'forgot' | 'none') =>
  `<div id="${firstPaintId}"><form${held === 'form' ? ' data-held' : ''}><input name="user">` +
  `<button type="submit">Entrar</button><button type="button"${held === 'forgot' ? ' data-held' : ''}>Esqueci minha senha</button>` +
  `</form></div><div id="root"></div>`;

it.each([
  ['form', 1, 0],
  ['forgot', 0, 1],
  ['none', 0, 0],
] as const)(
  'what was held on the painted page (%s) is done by the app once: %i submit, %i press',
  async (held, submits, presses) => {
    act(() => root.unmount());
    document.body.innerHTML = paintedForm(held);
    const container = document.getElementById('root');
    if (!container) throw new Error('no #root');
    root = createRoot(container);
    let submitted = 0;
    let pressed = 0;
    await act(async () =>
      root.render(
        createElement(OwnForm, {
          onSubmit: () => {
            submitted += 1;
          },
          onForgot: () => {
            pressed += 1;
          },
        }),
      ),
    );
    expect(document.getElementById(firstPaintId)).toBeNull();
    expect(submitted).toBe(submits);
    expect(pressed).toBe(presses);
  },
);
