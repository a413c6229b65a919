// A card's comment section as a lazy view of its own (usePostCards): the comments feature's index is
// also the cards' (their open state), so importing that index lazily would bring the section along.
export { PostComments as PostCommentsView } from '../features/comments/index.ts';
