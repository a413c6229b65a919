// Posts: so far the objectivity analyser behind the post editor.
export { postsRoutes } from './routes.ts';
