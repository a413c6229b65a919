import type { Author } from '../common/index.ts';

/**
 * Whether the reader wrote a comment, so sees its Editar and Deletar (spec: Roles and permissions: same username).
 * An anonymous reader or a comment without a username never matches.
 */
export function isCommentAuthor(
  comment: { author: Pick<Author, 'username'> },
  username: string | undefined,
): boolean {
  return username !== undefined && username !== '' && comment.author.username === username;
}
