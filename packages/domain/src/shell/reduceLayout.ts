import type { ConversationId } from '../common/index.ts';
import { assertNever } from '../common/index.ts';

/** The main view chosen by in-page state, not by route (doc 1 §2, §4). */
export type LayoutView = 'timeline' | 'map' | 'members';

/** Which parts of the shell are shown (doc 1 §4). */
export type LayoutState = {
  view: LayoutView;
  category: string | undefined;
  isMessagingOpen: boolean;
  messagingTarget: ConversationId | undefined;
  isProfileOpen: boolean;
  isDrawing: boolean;
};

/** What the user did in the shell. */
export type LayoutAction =
  | { type: 'showView'; view: LayoutView }
  | { type: 'closeView' }
  | { type: 'chooseCategory'; category: string | undefined }
  | { type: 'openMessaging'; target?: ConversationId }
  | { type: 'closeMessaging' }
  | { type: 'toggleProfile' }
  | { type: 'setDrawing'; isDrawing: boolean }
  | { type: 'clickLogo' };

/** The shell at startup: the timeline with no filter and every overlay closed. */
export const initialLayout: LayoutState = {
  view: 'timeline',
  category: undefined,
  isMessagingOpen: false,
  messagingTarget: undefined,
  isProfileOpen: false,
  isDrawing: false,
};

/** Applies one shell action (doc 1 §2 header and sidebar, §4 layout view). */
export function reduceLayout(state: LayoutState, action: LayoutAction): LayoutState {
  switch (action.type) {
    case 'showView':
      return { ...state, view: action.view };
    case 'closeView':
      return { ...state, view: 'timeline', isDrawing: false };
    case 'chooseCategory':
      return { ...state, view: 'timeline', category: action.category };
    case 'openMessaging':
      return { ...state, isMessagingOpen: true, messagingTarget: action.target };
    case 'closeMessaging':
      return { ...state, isMessagingOpen: false, messagingTarget: undefined };
    case 'toggleProfile':
      return { ...state, isProfileOpen: !state.isProfileOpen };
    case 'setDrawing':
      return { ...state, isDrawing: action.isDrawing };
    case 'clickLogo':
      return {
        ...state,
        view: 'timeline',
        isMessagingOpen: false,
        messagingTarget: undefined,
        isProfileOpen: false,
      };
    default:
      return assertNever(action, 'layout action');
  }
}
