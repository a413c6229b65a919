// Posts: the area's timeline, one post, writing, votes and flags (published live), the objectivity
// analyser. Other features reach a resident's post figures, an area's post, the wire poll options
// and the after-commit publishing through here; moderation a post as its reader sees it, its
// deletion and its live messages.
export { toDomainEvent } from './calendarLinks.ts';
export { postEvents } from './events.ts';
export { loadPostFigures } from './postFigures.ts';
export { postsServerTexts } from './posts.texts.ts';
export { loadPostView } from './postViews.ts';
export { readPost } from './readPost.ts';
export { deletePost, findAreaPost } from './repository.ts';
export { flagPostSchema, wirePollOptionSchema } from './schemas.ts';
export { readTimelinePage } from './timelinePage.ts';
export type { PollChoice, StoredPollOption } from './toWirePollOptions.ts';
export { toWirePollOptions } from './toWirePollOptions.ts';
export { toWirePost, toWirePostUser } from './toWirePost.ts';
