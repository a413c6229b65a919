import { describe, expect, it } from 'vitest';
import type { UserId } from '../common/index.ts';
import { normalizeConversation, normalizeMessage } from '../messaging/index.ts';
import { makeWireConversation, makeWireMessage } from '../testing.ts';
import { chatMessageViews } from './chatMessageViews.ts';

const conversation = normalizeConversation(makeWireConversation());
const message = (id: string, userId: string, createdAt: string, body = 'Oi') =>
  normalizeMessage(
    makeWireMessage({ _id: id, body, created_at: createdAt, user: { _id: userId, username: userId } }),
  );
const maria = 'u1' as UserId;

describe('chatMessageViews', () => {
  const list = [
    message('m1', 'u2', '2026-11-21T10:00:00.000Z'),
    message('m2', 'u2', '2026-11-21T10:02:00.000Z'),
    message('m3', 'u2', '2026-11-21T10:09:00.000Z'),
    message('m4', 'u1', '2026-11-21T10:09:30.000Z'),
  ].filter((item) => item !== undefined);

  it('shows the sender after a new sender or a gap above 5 minutes, and words only those times', () => {
    const asked: string[] = [];
    const views = chatMessageViews(list, conversation, maria, (at) => {
      asked.push(at);
      return `às ${at.slice(11, 16)}`;
    });
    expect(views.map((view) => view.showsSender)).toEqual([true, false, true, true]);
    expect(views.map((view) => view.timeLabel)).toEqual(['às 10:00', undefined, 'às 10:09', 'às 10:09']);
    expect(asked).toHaveLength(3);
  });

  it("marks the reader's own rows and the conversation's admins", () => {
    const views = chatMessageViews(list, conversation, maria, () => '');
    expect(views.map((view) => view.isOwn)).toEqual([false, false, false, true]);
    expect(views.map((view) => view.isAdmin)).toEqual([false, false, false, true]);
  });

  it('previews a shared post and knows no one without a reader or a conversation', () => {
    const shared = normalizeMessage(
      makeWireMessage({ post: { _id: 'p1', text: 'x'.repeat(150) } } as Parameters<
        typeof makeWireMessage
      >[0]),
    );
    const [view] = chatMessageViews(shared ? [shared] : [], undefined, undefined, () => '');
    expect(view?.isOwn).toBe(false);
    expect(view?.isAdmin).toBe(false);
    expect(view?.postPreview).toMatch(/^x{100}\S*$/);
    expect(view?.postPreview).not.toBe('x'.repeat(150));
  });
});
