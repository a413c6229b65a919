import { lazyDialog, lazyView } from '../../../utils/lazyView.tsx';

/**
 * The share-into-a-conversation picker with Radix's dialog: a chunk of its own, fetched when the
 * pointer or focus comes to a card's "Compartilhar em conversa" (preloadConversationPicker) or when
 * it is first shown (only what the view uses).
 */
export const LazyConversationPicker = lazyDialog(
  lazyView(() => import('./ConversationPicker.tsx').then((module) => module.ConversationPicker)),
);

/** Fetches the picker's chunk (on a "Compartilhar em conversa" button's intent). */
export function preloadConversationPicker(): void {
  LazyConversationPicker.preload().catch(() => {
    // Fetched again when the picker is shown.
  });
}
