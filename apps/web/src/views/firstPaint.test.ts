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
});
afterEach(() => {
  act(() => root.unmount());
});

/** A view whose list measures itself in a layout effect (as the timeline's does): what it finds painted. */
function viewSeeing(isShown: boolean, seen: { painted?: boolean }) {
  function List() {
    useLayoutEffect(() => {
      seen.painted = document.getElementById(firstPaintId) !== null;
    });
    return createElement('ol', null, createElement('li', null, 'own'));
  }
  return function View() {
    useFirstPaintDone(isShown);
    return createElement(List);
  };
}

it("takes the painted page away before the view's own layout effects measure the page (one layout, issue 27)", async () => {
  const seen: { painted?: boolean } = {};
  await act(async () => root.render(createElement(viewSeeing(true, seen))));
  expect(seen.painted).toBe(false);
  expect(document.getElementById(firstPaintId)).toBeNull();
});

it('keeps the painted page while the view is not shown yet', async () => {
  const seen: { painted?: boolean } = {};
  await act(async () => root.render(createElement(viewSeeing(false, seen))));
  expect(seen.painted).toBe(true);
  expect(document.getElementById(firstPaintId)).not.toBeNull();
});
