import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeActivityItem } from './activityItem.ts';
import { mergeRecentActivity } from './mergeRecentActivity.ts';
import type { WireActivityItem } from './wireActivity.ts';

const post = (id: string, at: string): WireActivityItem => ({
  _id: { $oid: id },
  title: `Post ${id}`,
  created_at: at,
});
const comment = (postId: string, id: string, at: string): WireActivityItem => ({
  _id: postId,
  title: `Post ${postId}`,
  created_at: '2025-01-01T00:00:00.000Z',
  activity_type: 'comment',
  comment: { _id: { $oid: id }, text: 'Concordo', created_at: at },
});

describe('mergeRecentActivity', () => {
  it('spec: Screens and routes: posts and comments together, newest first, by the comment time', () => {
    const merged = mergeRecentActivity(
      [post('p2', '2025-05-02T10:00:00.000Z'), post('p1', '2025-05-01T10:00:00.000Z')],
      [comment('p1', 'c1', '2025-05-03T10:00:00.000Z')],
    );
    expect(merged.map((item) => item.comment?._id ?? item._id)).toEqual([
      { $oid: 'c1' },
      { $oid: 'p2' },
      { $oid: 'p1' },
    ]);
  });

  it('spec: Business constants and limits: at most 10 items', () => {
    const many = Array.from({ length: 8 }, (_, i) => post(`p${i}`, `2025-05-0${i + 1}T00:00:00.000Z`));
    const replies = Array.from({ length: 8 }, (_, i) =>
      comment('p0', `c${i}`, `2025-06-0${i + 1}T00:00:00.000Z`),
    );
    const merged = mergeRecentActivity(many, replies);
    expect(merged).toHaveLength(10);
    expect(merged.slice(0, 8).every((item) => item.activity_type === 'comment')).toBe(true);
  });

  it('items of the same time keep the order they came in', () => {
    const same = '2025-05-01T00:00:00.000Z';
    expect(
      mergeRecentActivity([post('a', same), post('b', same)], [post('c', same)]).map((item) => item._id),
    ).toEqual([{ $oid: 'a' }, { $oid: 'b' }, { $oid: 'c' }]);
  });

  it('an item without a time goes last', () => {
    expect(mergeRecentActivity([{ _id: 'x' }, post('p1', '2025-05-01T00:00:00.000Z')])[0]?._id).toEqual({
      $oid: 'p1',
    });
  });

  it('invariant: never more than 10, newest first, each item from the input', () => {
    const item = fc
      .tuple(fc.boolean(), fc.integer({ min: 0, max: 1e12 }), fc.nat(99))
      .map(([isComment, ms, n]) =>
        isComment
          ? comment('p', `c${n}`, new Date(ms).toISOString())
          : post(`p${n}`, new Date(ms).toISOString()),
      );
    fc.assert(
      fc.property(fc.array(item), fc.array(item), (a, b) => {
        const merged = mergeRecentActivity(a, b);
        expect(merged.length).toBe(Math.min(10, a.length + b.length));
        const times = merged.map((entry) => entry.comment?.created_at ?? entry.created_at ?? '');
        expect(times).toEqual([...times].sort().reverse());
        for (const entry of merged) expect([...a, ...b]).toContain(entry);
      }),
    );
  });
});

describe('normalizeActivityItem', () => {
  it('a post item carries the post', () => {
    expect(normalizeActivityItem(post('p1', '2025-05-01T00:00:00.000Z'))).toMatchObject({
      kind: 'post',
      post: { id: 'p1', title: 'Post p1' },
      at: '2025-05-01T00:00:00.000Z',
    });
  });

  it('a comment item carries the comment and the post it opens', () => {
    expect(normalizeActivityItem(comment('p1', 'c1', '2025-05-03T00:00:00.000Z'))).toMatchObject({
      kind: 'comment',
      post: { id: 'p1' },
      commentId: 'c1',
      text: 'Concordo',
      at: '2025-05-03T00:00:00.000Z',
    });
  });

  it('a comment item without its comment id reads as its post; no text reads as empty', () => {
    expect(normalizeActivityItem({ _id: 'p1', activity_type: 'comment', comment: { text: 'x' } })?.kind).toBe(
      'post',
    );
    expect(
      normalizeActivityItem({ _id: 'p1', activity_type: 'comment', comment: { id: 'c9' } }),
    ).toMatchObject({
      kind: 'comment',
      text: '',
      at: undefined,
    });
  });

  it('an item without a post id is dropped', () => {
    expect(normalizeActivityItem({ title: 'sem id' })).toBeUndefined();
  });
});
