import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCommentAuthor } from './isCommentAuthor.ts';

describe('isCommentAuthor', () => {
  it.each<[string, string, string | undefined, boolean]>([
    ['doc 2 §6: same username is the author', 'maria.souza', 'maria.souza', true],
    ['doc 2 §6: another username is not', 'maria.souza', 'joao.pereira', false],
    ['doc 2 §6: the match is exact (case counts)', 'maria.souza', 'Maria.Souza', false],
    ['doc 2 §6: an anonymous reader is not', 'maria.souza', undefined, false],
    ['doc 2 §3: a comment without username matches no one', '', '', false],
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
