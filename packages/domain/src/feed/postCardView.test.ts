import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UserId } from '../common/index.ts';
import { normalizePost, POST_HIGHLIGHT_MS, type Post, type WirePost } from '../posts/index.ts';
import { postCardView } from './postCardView.ts';

const now = new Date('2026-11-21T12:00:00.000Z');
const maria = 'user-maria' as UserId;
const origin = 'https://vizinhos.example';

function post(wire: Partial<WirePost> = {}): Post {
  const normalized = normalizePost({
    _id: 'post-1',
    title: 'Poste apagado na Rua das Flores',
    text: 'Há três noites.',
    post_category: 'Segurança',
    created_at: '2026-11-21T11:45:00.000Z',
    user: { _id: 'user-maria', username: 'maria.souza', role: { name: 'Fundador' } },
    upvotes: 0,
    downvotes: 0,
    ...wire,
  });
  if (!normalized) throw new Error('fixture');
  return normalized;
}

describe('postCardView', () => {
  it('words a card for its author: role, time, category, edit and delete, share link', () => {
    const view = postCardView(post(), { now, currentUserId: maria, origin });
    expect(view).toMatchObject({
      timeLabel: '15 minutos',
      categoryLabel: 'Segurança',
      categoryTone: 'danger',
      isSignedIn: true,
      canEdit: true,
      isHidden: false,
      isReportedByReader: false,
      shareUrl: `${origin}/posts/post-1`,
      pollSummary: undefined,
      eventDateLabel: undefined,
      highlightMs: undefined,
    });
    expect(view.authorRole).toBeDefined();
  });

  it('an anonymous reader of a live post: no edit, highlighted for the spec time', () => {
    const view = postCardView(post(), { now, currentUserId: undefined, origin, isHighlighted: true });
    expect(view).toMatchObject({ isSignedIn: false, canEdit: false, highlightMs: POST_HIGHLIGHT_MS });
  });

  it('a poll gets its summary, an event its date, a post without date no time', () => {
    const poll = postCardView(
      post({
        type: 'poll',
        poll_options: [{ _id: 'o1', label: 'Sábado', count: 0 }],
        created_at: undefined,
      }),
      { now, currentUserId: maria, origin },
    );
    expect(poll.pollSummary).toBeDefined();
    expect(poll.timeLabel).toBeUndefined();
    const event = postCardView(post({ type: 'event', event_date: '2026-11-28T22:00:00.000Z' }), {
      now,
      currentUserId: maria,
      origin,
    });
    expect(event.eventDateLabel).toEqual(expect.any(String));
  });

  it('invariant: only the author can edit, and a hidden card is hidden for every reader', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.integer({ min: 0, max: 9 }), (reader, downvotes) => {
        const card = post({ downvotes });
        const view = postCardView(card, { now, currentUserId: reader as UserId, origin });
        expect(view.canEdit).toBe(reader === 'user-maria');
        expect(view.isHidden).toBe(postCardView(card, { now, currentUserId: undefined, origin }).isHidden);
      }),
    );
  });

  it('says the reader reported the post only when the wire lists the reader (spec 3: Own report)', () => {
    const flagged = post({ flagged: true, flagged_by: [{ $oid: 'user-maria' }] });
    expect(postCardView(flagged, { now, currentUserId: maria, origin }).isReportedByReader).toBe(true);
    const byOthers = post({ flagged: true, flagged_by: [] });
    expect(postCardView(byOthers, { now, currentUserId: maria, origin }).isReportedByReader).toBe(false);
    expect(postCardView(flagged, { now, currentUserId: undefined, origin }).isReportedByReader).toBe(false);
  });
});
