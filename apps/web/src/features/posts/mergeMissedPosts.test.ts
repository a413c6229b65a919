import { makeWirePost, minutesAgo } from '@vizinhos/api/mocks';
import { normalizePost, type Post, type WirePost } from '@vizinhos/domain';
import { describe, expect, it } from 'vitest';
import { mergeMissedPosts, overlapsKnownPosts } from './mergeMissedPosts.ts';

const wire = (id: string, minutes: number, fields: Partial<WirePost> = {}) =>
  makeWirePost({ _id: { $oid: id }, title: `Postagem ${id}`, created_at: minutesAgo(minutes), ...fields });
const post = (w: WirePost): Post => normalizePost(w) as Post;
const ids = (posts: readonly Post[]) => posts.map((p) => p.id);

describe('mergeMissedPosts (after a reconnect)', () => {
  const shown = [wire('b', 20), wire('c', 30), wire('d', 40)].map(post);

  it('holds new posts back, newest first, and never moves what the reader sees', () => {
    const merged = mergeMissedPosts(
      { posts: shown, heldBack: [] },
      { fetched: [wire('x', 1), wire('a', 10), wire('b', 20)], reachedEnd: false },
      'Geral',
    );
    expect(ids(merged.posts)).toEqual(['b', 'c', 'd']);
    expect(ids(merged.heldBack)).toEqual(['x', 'a']);
  });

  it('updates known posts in place (an edit, new counts)', () => {
    const merged = mergeMissedPosts(
      { posts: shown, heldBack: [] },
      { fetched: [wire('b', 20, { title: 'Editada', upvotes: 40 })], reachedEnd: false },
      'Geral',
    );
    expect(merged.posts[0]).toMatchObject({ id: 'b', title: 'Editada', upvotes: 40 });
    expect(merged.heldBack).toEqual([]);
  });

  it('removes known posts inside the fetched window that the server no longer lists', () => {
    const merged = mergeMissedPosts(
      { posts: shown, heldBack: [] },
      { fetched: [wire('b', 20), wire('d', 40)], reachedEnd: false },
      'Geral',
    );
    expect(ids(merged.posts)).toEqual(['b', 'd']);
  });

  it('keeps posts older than the window, unless the pages reached the end', () => {
    const window = { fetched: [wire('b', 20)], reachedEnd: false };
    expect(ids(mergeMissedPosts({ posts: shown, heldBack: [] }, window, 'Geral').posts)).toEqual([
      'b',
      'c',
      'd',
    ]);
    const toEnd = { fetched: [wire('b', 20)], reachedEnd: true };
    expect(ids(mergeMissedPosts({ posts: shown, heldBack: [] }, toEnd, 'Geral').posts)).toEqual(['b']);
  });

  it('never adds a post twice, shown or held back', () => {
    const once = mergeMissedPosts(
      { posts: shown, heldBack: [] },
      { fetched: [wire('a', 10), wire('b', 20)], reachedEnd: false },
      'Geral',
    );
    const twice = mergeMissedPosts(
      once,
      { fetched: [wire('a', 10), wire('b', 20)], reachedEnd: false },
      'Geral',
    );
    expect(ids(twice.heldBack)).toEqual(['a']);
    expect(ids(twice.posts)).toEqual(['b', 'c', 'd']);
  });

  it('tells when a fetched page meets what the timeline knows', () => {
    expect(overlapsKnownPosts({ posts: shown, heldBack: [] }, [wire('a', 10)])).toBe(false);
    expect(overlapsKnownPosts({ posts: shown, heldBack: [] }, [wire('a', 10), wire('c', 30)])).toBe(true);
  });
});
