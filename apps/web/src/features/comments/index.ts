// Comments in the web app: the section under every card, its atoms and its live frames.
export { toggleCommentsAtom } from './actions.ts';
export { clearCommentDraftsAtom } from './drafts.ts';
export { applyCommentsLiveEvent, applyCommentVoteUpdate, resyncCommentsLiveState } from './live.ts';
export { PostComments } from './PostComments.tsx';
export { commentSectionsAtom } from './state.ts';
