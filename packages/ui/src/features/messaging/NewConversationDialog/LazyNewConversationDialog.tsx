import { lazyDialog, lazyView } from '../../../utils/lazyView.tsx';

/**
 * The new-conversation dialog with Radix's dialog: a chunk of its own, fetched when the pointer or
 * focus comes to "Nova conversa" (preloadNewConversationDialog) or when it is first shown (only what the
 * view uses).
 */
export const LazyNewConversationDialog = lazyDialog(
  lazyView(() => import('./NewConversationDialog.tsx').then((module) => module.NewConversationDialog)),
);

/** Fetches the dialog's chunk (on "Nova conversa"'s intent). */
export function preloadNewConversationDialog(): void {
  LazyNewConversationDialog.preload().catch(() => {
    // Fetched again when the dialog is shown.
  });
}
