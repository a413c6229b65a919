import type { Author, UserId } from '../common/index.ts';

/**
 * Whether the reader sees a post's edit and delete buttons (spec: Roles and permissions: only the post's author).
 * Anonymous readers and posts whose author has no id never qualify.
 */
export function canEditPost(post: { author: Pick<Author, 'id'> }, userId: UserId | undefined): boolean {
  return userId !== undefined && post.author.id !== undefined && post.author.id === userId;
}
