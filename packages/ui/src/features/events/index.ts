export type { PostEventProps } from './PostEvent/PostEvent.tsx';
export { PostEvent } from './PostEvent/PostEvent.tsx';
