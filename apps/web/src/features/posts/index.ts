// Posts in the web app: the timeline views (placeholders until the posts issue) and their live frames.
export { applyPostsLiveEvent, type PostsLiveEvent } from './live.ts';
export { PostPage } from './PostPage.tsx';
export { TimelineLayout } from './TimelineLayout.tsx';
export { TimelinePage } from './TimelinePage.tsx';
