// The comment box's tone analyser: the domain's nudge with the model, lexicon and scoring under it.
// Only loadCommentNudge imports it (dynamically), so it stays out of the timeline's first load; the
// build keeps the analyser in its own chunk ('objectivity' in vite.config.ts), which the editor shares.
export { commentNudge, commentNudgeOutcome } from '@vizinhos/domain';
