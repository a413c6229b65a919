// Comments in the web app: so far only where their live frames arrive.
export { applyCommentsLiveEvent, type CommentsLiveEvent } from './live.ts';
