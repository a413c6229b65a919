import { describe, expect, expectTypeOf, it } from 'vitest';
import type { WireId } from '../common/index.ts';
import type { WirePollOption } from '../polls/index.ts';
import { normalizePost } from './normalizePost.ts';
import type { WirePost } from './wirePost.ts';
import type { WireVoteUpdate } from './wireTimelineEvents.ts';

// A post as spec: Entities and their fields describes it, every field in one of the spellings the answers use. That it
// compiles is half the test; that it normalises is the other half.
const specPost = {
  _id: { $oid: '65a1b2c3d4e5f6a7b8c9d0e1' },
  title: 'Feira de trocas',
  text: 'Sábado, 9h, Praça Central',
  post_category: { name: 'Eventos' },
  image_url: '//cdn.vizinhos.app/feira.png',
  user: { _id: 'u1', username: 'maria.souza', avatar: null },
  created_at: '2026-11-20T10:00:00Z',
  poll_options: [],
  event_date: '2026-11-28T12:00:00Z',
  location: [-46.6333, -23.5505],
  type: 'event',
  calendar_links: { google: 'https://calendar.google.com/x', outlook: null, yahoo: '', ics: '/evento.ics' },
  upvotes: 3,
  downvotes: 0,
  myvote: { direction: 'up' },
  flagged_by: [],
  comments: [{ _id: 'c1', text: 'Vou levar livros', user: { username: 'joao', role: { name: 'Fundador' } } }],
  comment_count: 1,
  comment_total: 1,
  comment_total_full: 1,
  objectivity_score: 88,
} satisfies WirePost;

describe('WirePost (spec: Entities and their fields)', () => {
  it('spec: Entities and their fields: a post with every field normalises', () => {
    expect(normalizePost(specPost)).toMatchObject({
      id: '65a1b2c3d4e5f6a7b8c9d0e1',
      category: 'Eventos',
      imageUrl: 'https://cdn.vizinhos.app/feira.png',
      location: { lat: -23.5505, lng: -46.6333 },
      calendarLinks: { google: 'https://calendar.google.com/x', ics: '/evento.ics' },
      kind: 'event',
    });
  });

  it('spec: Entities and their fields: ids may be plain or { $oid }; poll options carry responses with user_id', () => {
    expectTypeOf<WirePost['_id']>().toEqualTypeOf<WireId | undefined>();
    expectTypeOf<{
      _id: 'o1';
      label: 'Sim';
      poll_option_responses: [{ user_id: { $oid: 'u1' } }];
    }>().toExtend<WirePollOption>();
    expectTypeOf<{
      post: 'p1';
      upvotes: 1;
      new_direction: 'none';
      voter: { _id: 'u1' };
    }>().toExtend<WireVoteUpdate>();
  });
});
