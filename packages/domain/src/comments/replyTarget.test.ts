import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CommentId } from '../common/index.ts';
import { MAX_REPLY_INDENT, type ReplyTarget, replyIndent, replyTarget } from './replyTarget.ts';

const id = (value: string) => value as CommentId;

describe('replyIndent', () => {
  it.each<[string, number, number]>([
    ['spec: Business constants and limits: a top-level comment is level 0', 0, 0],
    ['spec: Business constants and limits: level 2 indents twice', 2, 2],
    ['spec: Business constants and limits: indent up to level 3', 3, 3],
    ['spec: Business constants and limits: deeper replies stay at level 3', 7, 3],
    ['a negative level is 0', -1, 0],
  ])('%s', (_name, level, expected) => {
    expect(replyIndent(level)).toBe(expected);
  });
});

describe('replyTarget', () => {
  it.each<[string, string | undefined, number, ReplyTarget]>([
    [
      'spec: Business constants and limits: a reply to a top-level comment goes under it at level 1',
      undefined,
      0,
      { parentCommentId: id('c'), level: 1 },
    ],
    [
      'spec: Business constants and limits: a reply at level 2 goes under it at level 3',
      'p',
      2,
      { parentCommentId: id('c'), level: 3 },
    ],
    [
      "spec: Business constants and limits: at level 3 the reply opens the parent's creator",
      'p',
      3,
      { parentCommentId: id('p'), level: 3 },
    ],
    [
      'spec: Business constants and limits: deeper than 3 also goes to the parent',
      'p',
      5,
      { parentCommentId: id('p'), level: 3 },
    ],
    [
      'a deep comment without a known parent takes the reply itself',
      undefined,
      4,
      { parentCommentId: id('c'), level: 3 },
    ],
  ])('%s', (_name, parentId, level, expected) => {
    expect(
      replyTarget({ id: id('c'), parentId: parentId === undefined ? undefined : id(parentId) }, level),
    ).toEqual(expected);
  });

  it('invariant: a reply never lands deeper than the last indent', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.boolean(), (level, hasParent) => {
        const target = replyTarget({ id: id('c'), parentId: hasParent ? id('p') : undefined }, level);
        expect(target.level).toBeLessThanOrEqual(MAX_REPLY_INDENT);
        expect(target.level).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
