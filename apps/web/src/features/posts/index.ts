// Posts in the web app: the timelines' and single posts' atoms, their actions, alerts and live frames.
// The pages that show posts with comments, polls and events are composed app-level (src/pages/).

export {
  deletePostAtom,
  editingPostAtom,
  editPostAtom,
  openReportAtom,
  sharePostAtom,
  stopEditingPostAtom,
  votePostAtom,
  withdrawingReportsAtom,
  withdrawReportAtom,
} from './actions.ts';
export { applyPostsLiveEvent, resyncPostsLiveState } from './live.ts';
export {
  clearPostRefusalAtom,
  discardPostAtom,
  postSendAtom,
  sendPostAtom,
} from './outbox.ts';
export { PostReportDialog } from './PostReportDialog.tsx';
export { postCardProps } from './postCardProps.ts';
export { postViewTexts } from './posts.texts.ts';
export {
  highlightedPostsAtom,
  loadMorePostsAtom,
  loadPostAtom,
  loadTimelineAtom,
  pendingVotesAtom,
  retryTimelineAtom,
  revealContentAtom,
  revealedContentAtom,
  showNewPostsAtom,
  singlePostsAtom,
  type TimelineKey,
  timelinePostsAtoms,
  timelinesAtom,
} from './state.ts';
