import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasMoreMessages,
  previewLatestMessage,
  previewSharedPost,
  showsConversationStart,
  showsSenderAvatar,
} from './paginateMessages.ts';

const at = (minutes: number, seconds = 0) =>
  new Date(Date.UTC(2026, 10, 21, 10, minutes, seconds)).toISOString();

describe('message pages and previews', () => {
  it.each([
    ['spec: Business constants and limits: exactly 40 means more', 40, true, false],
    ['spec: Business constants and limits: fewer means the end', 39, false, false],
    ['spec: Business constants and limits: 41 messages show the start marker', 41, false, true],
  ])('%s', (_name, count, more, start) => {
    expect(hasMoreMessages(count)).toBe(more);
    expect(showsConversationStart(count)).toBe(start);
  });

  it.each([
    [
      'spec: Business constants and limits: list preview cut at 50',
      'a'.repeat(51),
      `${'a'.repeat(50)}...`,
      'a'.repeat(51),
    ],
    [
      'spec: Business constants and limits: post preview cut at 100',
      'b'.repeat(101),
      `${'b'.repeat(50)}...`,
      `${'b'.repeat(100)}...`,
    ],
  ])('%s', (_name, text, listPreview, postPreview) => {
    expect(previewLatestMessage(text)).toBe(listPreview);
    expect(previewSharedPost(text)).toBe(postPreview);
  });

  it.each([
    [
      'spec: Business constants and limits: the first message',
      undefined,
      { senderUsername: 'ana', createdAt: at(0) },
      true,
    ],
    [
      'spec: Business constants and limits: same sender within 5 minutes',
      { senderUsername: 'ana', createdAt: at(0) },
      { senderUsername: 'ana', createdAt: at(5) },
      false,
    ],
    [
      'spec: Business constants and limits: same sender after 5 min 1 s',
      { senderUsername: 'ana', createdAt: at(0) },
      { senderUsername: 'ana', createdAt: at(5, 1) },
      true,
    ],
    [
      'spec: Business constants and limits: another sender',
      { senderUsername: 'ana', createdAt: at(0) },
      { senderUsername: 'bia', createdAt: at(0) },
      true,
    ],
    [
      'spec: Business constants and limits: an unreadable time counts as a gap',
      { senderUsername: 'ana', createdAt: undefined },
      { senderUsername: 'ana', createdAt: at(1) },
      true,
    ],
    [
      'spec: Business constants and limits: a message with no time counts as a gap',
      { senderUsername: 'ana', createdAt: at(1) },
      { senderUsername: 'ana', createdAt: undefined },
      true,
    ],
  ])('%s', (_name, previous, current, shows) => {
    expect(showsSenderAvatar(previous, current)).toBe(shows);
  });

  it('invariant: a change of sender always shows the avatar', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(100), (a, b, minutes) => {
        fc.pre(a !== b);
        expect(
          showsSenderAvatar(
            { senderUsername: a, createdAt: at(0) },
            { senderUsername: b, createdAt: at(minutes) },
          ),
        ).toBe(true);
      }),
    );
  });
});
