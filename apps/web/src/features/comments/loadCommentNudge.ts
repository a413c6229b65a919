/** The comment box's tone analyser, as loadCommentNudge gives it. */
export type CommentNudger = typeof import('./commentNudge.ts');

let loading: Promise<CommentNudger> | undefined;

/**
 * The tone analyser (the domain's commentNudge and what it scores with), fetched when a resident
 * first focuses a comment box rather than with the timeline. Fetched once: every box
 * shares the answer; a failed fetch is tried again on the next call (the nudge is never a gate).
 */
export function loadCommentNudge(): Promise<CommentNudger> {
  loading ??= import('./commentNudge.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
