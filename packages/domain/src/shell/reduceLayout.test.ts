import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConversationId } from '../common/index.ts';
import { initialLayout, type LayoutAction, type LayoutState, reduceLayout } from './reduceLayout.ts';

const target = 'c1' as ConversationId;
const busy: LayoutState = {
  view: 'members',
  category: 'Eventos',
  isMessagingOpen: true,
  messagingTarget: target,
  isProfileOpen: true,
  isDrawing: true,
};

describe('reduceLayout', () => {
  it.each<[string, LayoutState, LayoutAction, Partial<LayoutState>]>([
    ['doc 1 §4: Mapa switches to the map', initialLayout, { type: 'showView', view: 'map' }, { view: 'map' }],
    [
      'doc 1 §4: Membros switches to members',
      initialLayout,
      { type: 'showView', view: 'members' },
      { view: 'members' },
    ],
    [
      'doc 1 §4: closing returns to the timeline',
      busy,
      { type: 'closeView' },
      { view: 'timeline', isDrawing: false },
    ],
    [
      'doc 1 §4: a category sets the filter and returns to the timeline',
      busy,
      { type: 'chooseCategory', category: 'Votaçao' },
      { view: 'timeline', category: 'Votaçao', isMessagingOpen: true },
    ],
    [
      'doc 1 §2: Página Inicial clears the filter',
      busy,
      { type: 'chooseCategory', category: undefined },
      { category: undefined, view: 'timeline' },
    ],
    [
      'doc 1 §4: messaging opens with a target',
      initialLayout,
      { type: 'openMessaging', target },
      { isMessagingOpen: true, messagingTarget: target },
    ],
    [
      'doc 1 §4: messaging opens with no target',
      busy,
      { type: 'openMessaging' },
      { isMessagingOpen: true, messagingTarget: undefined },
    ],
    [
      'doc 1 §4: messaging closes',
      busy,
      { type: 'closeMessaging' },
      { isMessagingOpen: false, messagingTarget: undefined },
    ],
    [
      'doc 1 §2: Meu Perfil toggles the overlay on',
      initialLayout,
      { type: 'toggleProfile' },
      { isProfileOpen: true },
    ],
    [
      'doc 1 §2: Meu Perfil toggles the overlay off',
      busy,
      { type: 'toggleProfile' },
      { isProfileOpen: false },
    ],
    ['doc 1 §4: drawing on', initialLayout, { type: 'setDrawing', isDrawing: true }, { isDrawing: true }],
    [
      'doc 1 §2: the logo returns to the timeline, closing messaging and profile',
      busy,
      { type: 'clickLogo' },
      { view: 'timeline', isMessagingOpen: false, isProfileOpen: false, category: 'Eventos' },
    ],
  ])('%s', (_name, state, action, expected) => {
    expect(reduceLayout(state, action)).toMatchObject(expected);
  });

  it('throws on an action it does not know (a bug)', () => {
    expect(() => reduceLayout(initialLayout, { type: 'fly' } as never)).toThrow('Unhandled layout action');
  });

  const actions = fc.oneof(
    fc.constantFrom<LayoutAction>(
      { type: 'closeView' },
      { type: 'closeMessaging' },
      { type: 'toggleProfile' },
      { type: 'clickLogo' },
      { type: 'openMessaging' },
    ),
    fc.constantFrom('timeline', 'map', 'members').map((view) => ({ type: 'showView', view }) as LayoutAction),
    fc.option(fc.string()).map((c) => ({ type: 'chooseCategory', category: c ?? undefined }) as LayoutAction),
    fc.boolean().map((isDrawing) => ({ type: 'setDrawing', isDrawing }) as LayoutAction),
  );

  it('invariant: a messaging target only exists while messaging is open', () => {
    fc.assert(
      fc.property(fc.array(actions), fc.array(actions), (before, after) => {
        const withTarget = [...before, { type: 'openMessaging', target } as LayoutAction, ...after];
        const state = withTarget.reduce(reduceLayout, initialLayout);
        if (!state.isMessagingOpen) expect(state.messagingTarget).toBeUndefined();
      }),
    );
  });

  it('invariant: after a logo click the timeline shows with no overlay', () => {
    fc.assert(
      fc.property(fc.array(actions), (history) => {
        const state = reduceLayout(history.reduce(reduceLayout, initialLayout), { type: 'clickLogo' });
        expect(state).toMatchObject({ view: 'timeline', isMessagingOpen: false, isProfileOpen: false });
      }),
    );
  });
});
