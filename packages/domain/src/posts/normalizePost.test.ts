import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePost, normalizePosts, type Post } from './normalizePost.ts';
import type { WirePost } from './wirePost.ts';

const base: WirePost = {
  _id: 'p1',
  title: 'Reunião',
  text: 'Quinta às 19h',
  user: { username: 'maria.souza' },
};

function normalized(wire: WirePost): Post {
  const post = normalizePost(wire);
  if (post === undefined) throw new Error('expected a post');
  return post;
}

describe('normalizePost', () => {
  it.each<[string, WirePost, Partial<Post>]>([
    [
      'spec: Entities and their fields: _id as { $oid }',
      { ...base, _id: { $oid: 'abc' } },
      { id: 'abc' as Post['id'] },
    ],
    [
      'spec: Entities and their fields: id when _id is missing',
      { ...base, _id: undefined, id: 9 },
      { id: '9' as Post['id'] },
    ],
    [
      'spec: Screens and routes: no title is "Untitled Post", in Portuguese',
      { ...base, title: '  ' },
      { title: 'Postagem sem título' },
    ],
    [
      'spec: Entities and their fields: the title is trimmed',
      { ...base, title: '  Reunião ' },
      { title: 'Reunião' },
    ],
    [
      'spec: Entities and their fields: body when text is missing',
      { ...base, text: null, body: 'Corpo' },
      { text: 'Corpo' },
    ],
    [
      'spec: Entities and their fields: neither text nor body is empty text',
      { ...base, text: null },
      { text: '' },
    ],
    [
      'spec: Entities and their fields: post_category object with name',
      { ...base, post_category: { name: 'Seguranca' } },
      { category: 'Segurança' },
    ],
    [
      'spec: Entities and their fields: post_category as plain text',
      { ...base, post_category: 'Votaçao' },
      { category: 'Votaçao' },
    ],
    ['spec: Business constants and limits: no category is Geral', base, { category: 'Geral' }],
    [
      'spec: Entities and their fields: missing.png is no image',
      { ...base, image_url: '/missing.png' },
      { imageUrl: undefined },
    ],
    [
      'spec: Entities and their fields: // becomes https',
      { ...base, image_url: '//c.x/a.png' },
      { imageUrl: 'https://c.x/a.png' },
    ],
    [
      'spec: Entities and their fields: location [lng, lat]',
      { ...base, location: [-46.6, -23.5] },
      { location: { lat: -23.5, lng: -46.6 } },
    ],
    [
      'spec: Entities and their fields: user id from _id',
      { ...base, user: { _id: { $oid: 'u1' }, username: 'ana', avatar: '/a.png' } },
      { author: { id: 'u1' as never, username: 'ana', avatar: '/a.png', roleName: undefined } },
    ],
    [
      'spec: Entities and their fields: the user has a role name, for the badge (spec: Roles and permissions)',
      { ...base, user: { _id: 'u1', username: 'ana', role: { name: 'Fundador' } } },
      { author: { id: 'u1' as never, username: 'ana', avatar: undefined, roleName: 'Fundador' } },
    ],
    [
      'spec: Entities and their fields: no user gives an empty author',
      { ...base, user: null },
      { author: { id: undefined, username: '', avatar: undefined, roleName: undefined } },
    ],
    [
      'spec: Entities and their fields: counts and myvote',
      { ...base, upvotes: 3, downvotes: 1, myvote: { direction: 'down' } },
      { upvotes: 3, downvotes: 1, myVote: 'down' },
    ],
    ['spec: States and transitions: no myvote is none', { ...base, myvote: null }, { myVote: 'none' }],
    [
      'spec: Entities and their fields: flagged_by as a list of ids',
      { ...base, flagged_by: ['u2', { $oid: 'u3' }, ''] },
      { flaggedBy: ['u2', 'u3'] as never, isFlagged: true },
    ],
    [
      'spec: Entities and their fields: flagged_by empty list is not flagged',
      { ...base, flagged_by: [] },
      { flaggedBy: [], isFlagged: false },
    ],
    [
      'spec: Entities and their fields: flagged_by as a count',
      { ...base, flagged_by: 2 },
      { isFlagged: true },
    ],
    [
      'spec: Entities and their fields: flagged_by as true',
      { ...base, flagged_by: true },
      { isFlagged: true },
    ],
    ['spec: Entities and their fields: flagged_by as 0', { ...base, flagged_by: 0 }, { isFlagged: false }],
    [
      'flagged by others only: flagged true beside an empty flagged_by hides',
      { ...base, flagged: true, flagged_by: [] },
      { flaggedBy: [], isFlagged: true },
    ],
    [
      'flagged true without flagged_by hides',
      { ...base, flagged: true, flagged_by: null },
      { flaggedBy: [], isFlagged: true },
    ],
    ['flagged false with no list is not flagged', { ...base, flagged: false }, { isFlagged: false }],
    ['spec: Entities and their fields: type poll', { ...base, type: 'poll' }, { kind: 'poll' }],
    [
      'spec: Entities and their fields: poll options without a type make a poll',
      { ...base, poll_options: [{ _id: 'o1', label: 'Sim' }] },
      { kind: 'poll' },
    ],
    [
      'spec: Entities and their fields: an event date without a type makes an event',
      { ...base, event_date: '2026-12-01T22:00:00Z' },
      { kind: 'event', eventDate: '2026-12-01T22:00:00.000Z' },
    ],
    [
      'spec: Entities and their fields: an unparsable event date is none',
      { ...base, event_date: 'amanhã' },
      { kind: 'plain', eventDate: undefined },
    ],
    [
      'spec: Entities and their fields: calendar links keep the non-empty ones',
      { ...base, calendar_links: { google: 'https://g', outlook: '', ics: '/e.ics' } },
      { calendarLinks: { google: 'https://g', ics: '/e.ics' } },
    ],
    [
      'spec: Entities and their fields: comment_total_full wins',
      { ...base, comment_total_full: 9, comment_total: 4, comment_count: 2 },
      { commentCount: 9 },
    ],
    [
      'spec: Entities and their fields: comment_count when totals are missing',
      { ...base, comment_count: 2 },
      { commentCount: 2 },
    ],
    [
      'spec: Entities and their fields: no counts: the loaded comments',
      { ...base, comments: [{ _id: 'c1', text: 'Oi' }, { text: 'sem id' }] },
      { commentCount: 1 },
    ],
    [
      'spec: Entities and their fields: objectivity_score kept',
      { ...base, objectivity_score: 83 },
      { objectivityScore: 83 },
    ],
    [
      'spec: Entities and their fields: objectivity_score above 100 is capped',
      { ...base, objectivity_score: 130 },
      { objectivityScore: 100 },
    ],
    [
      'spec: Entities and their fields: no objectivity_score',
      { ...base, objectivity_score: null },
      { objectivityScore: undefined },
    ],
  ])('%s', (_name, wire, expected) => {
    expect(normalized(wire)).toMatchObject(expected);
  });

  it('spec: Entities and their fields: a post without any id is dropped', () => {
    expect(normalizePost({ title: 'sem id' })).toBeUndefined();
    expect(normalizePosts([{ title: 'sem id' }, base]).map((post) => post.id)).toEqual(['p1']);
    expect(normalizePosts(null)).toEqual([]);
  });

  it('spec: Entities and their fields: poll options and comments are normalised too', () => {
    const post = normalized({
      ...base,
      poll_options: [{ _id: { $oid: 'o1' }, label: 'Sim', count: 2, is_user_response: true }],
      comments: [{ _id: 'c1', text: 'Boa ideia', replies: [{ _id: 'c2', text: 'Concordo' }] }],
    });
    expect(post.pollOptions).toEqual([
      { id: 'o1', label: 'Sim', count: 2, isUserResponse: true, responderIds: [] },
    ]);
    expect(post.comments[0]?.replies[0]?.text).toBe('Concordo');
  });

  it.each<[string, WirePost, string | undefined]>([
    [
      'the image alt text, trimmed',
      { ...base, image_url: '/img/1', image_alt: '  Buraco na calçada ' },
      'Buraco na calçada',
    ],
    ['no alt text without an image', { ...base, image_url: '/missing.png', image_alt: 'Buraco' }, undefined],
    ['a blank alt text is none', { ...base, image_url: '/img/1', image_alt: '   ' }, undefined],
    ['no alt text at all', { ...base, image_url: '/img/1', image_alt: null }, undefined],
  ])('image_alt: %s', (_name, wire, expected) => {
    const post = normalized(wire);
    expect(post.imageAlt).toBe(expected);
    expect('imageAlt' in post).toBe(expected !== undefined);
  });

  it('invariant: any wire post with an id normalises without throwing, with counts never below zero', () => {
    const wire = fc.record(
      {
        _id: fc.oneof(fc.string({ minLength: 1 }), fc.record({ $oid: fc.string({ minLength: 1 }) })),
        title: fc.option(fc.string()),
        text: fc.option(fc.string()),
        upvotes: fc.option(fc.oneof(fc.integer(), fc.double())),
        downvotes: fc.option(fc.integer()),
        image_url: fc.option(fc.string()),
        location: fc.option(fc.array(fc.double(), { maxLength: 3 })),
        flagged_by: fc.option(fc.oneof(fc.array(fc.string()), fc.integer(), fc.boolean())),
        objectivity_score: fc.option(fc.double()),
      },
      { requiredKeys: ['_id'] },
    );
    fc.assert(
      fc.property(wire, (value) => {
        const post = normalized(value as WirePost);
        expect(post.upvotes).toBeGreaterThanOrEqual(0);
        expect(post.downvotes).toBeGreaterThanOrEqual(0);
        expect(post.title.trim()).not.toBe('');
        if (post.objectivityScore !== undefined) {
          expect(post.objectivityScore).toBeGreaterThanOrEqual(0);
          expect(post.objectivityScore).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});
