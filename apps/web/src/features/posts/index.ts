// Posts in the web app: the timeline and single post views, their atoms and their live frames.

export { applyPostsLiveEvent, resyncPostsLiveState } from './live.ts';
export { PostPage } from './PostPage.tsx';
export { TimelineLayout } from './TimelineLayout.tsx';
export { TimelinePage } from './TimelinePage.tsx';
