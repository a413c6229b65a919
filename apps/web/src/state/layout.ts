import { initialLayout, type LayoutAction, type LayoutState, reduceLayout } from '@vizinhos/domain';
import { atom } from 'jotai';

const layoutStateAtom = atom<LayoutState>(initialLayout);

/** Which view, filter and overlays the shell shows (doc 1 §4 layout view). */
export const layoutAtom = atom((get) => get(layoutStateAtom));

/** Applies one shell action through the domain's layout rule. */
export const dispatchLayoutAtom = atom(null, (get, set, action: LayoutAction) => {
  set(layoutStateAtom, reduceLayout(get(layoutStateAtom), action));
});

/** Back to the startup layout (after sign-out). */
export const resetLayoutAtom = atom(null, (_get, set) => {
  set(layoutStateAtom, initialLayout);
});
