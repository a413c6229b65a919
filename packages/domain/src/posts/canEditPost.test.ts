import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UserId } from '../common/index.ts';
import { canEditPost } from './canEditPost.ts';

const maria = 'user-maria' as UserId;
const joao = 'user-joao' as UserId;

describe('canEditPost', () => {
  it.each<[string, UserId | undefined, UserId | undefined, boolean]>([
    ["spec: Roles and permissions: the post's author sees edit and delete", maria, maria, true],
    ['spec: Roles and permissions: another member does not', maria, joao, false],
    ['spec: Roles and permissions: an anonymous reader does not (read only)', maria, undefined, false],
    ['spec: Entities and their fields: an author without id matches nobody', undefined, maria, false],
    ['spec: Entities and their fields: nor an anonymous reader', undefined, undefined, false],
  ])('%s', (_name, authorId, userId, expected) => {
    expect(canEditPost({ author: { id: authorId } }, userId)).toBe(expected);
  });

  it('invariant: true only when the reader is the author', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (author, reader) => {
        const allowed = canEditPost({ author: { id: author as UserId } }, reader as UserId);
        return allowed === (author === reader);
      }),
    );
  });
});
