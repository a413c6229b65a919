import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCommentAuthor } from './isCommentAuthor.ts';

describe('isCommentAuthor', () => {
  it.each<[string, string, string | undefined, boolean]>([
    ['spec: Roles and permissions: same username is the author', 'maria.souza', 'maria.souza', true],
    ['spec: Roles and permissions: another username is not', 'maria.souza', 'joao.pereira', false],
    ['spec: Roles and permissions: the match is exact (case counts)', 'maria.souza', 'Maria.Souza', false],
    ['spec: Roles and permissions: an anonymous reader is not', 'maria.souza', undefined, false],
    ['spec: Entities and their fields: a comment without username matches no one', '', '', false],
  ])('%s', (_name, author, reader, expected) => {
    expect(isCommentAuthor({ author: { username: author } }, reader)).toBe(expected);
  });

  it('invariant: a signed-in reader is the author exactly when the usernames are equal', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (author, reader) => {
        return isCommentAuthor({ author: { username: author } }, reader) === (author === reader);
      }),
    );
  });
});
