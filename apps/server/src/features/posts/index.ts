// Posts: the area's timeline, one post, writing, votes and flags (published live), the objectivity
// analyser. Other features reach a resident's post figures through here.
export { loadPostFigures } from './postFigures.ts';
export { postsRoutes } from './routes.ts';
