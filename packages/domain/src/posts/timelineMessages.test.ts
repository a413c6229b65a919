import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UserId } from '../common/index.ts';
import { applyPollUpdate } from './applyPollUpdate.ts';
import { applyPostUpdate } from './applyPostUpdate.ts';
import { normalizePosts, type Post } from './normalizePost.ts';
import { prependTimelinePost } from './prependTimelinePost.ts';
import { removePost } from './removePost.ts';

const me = 'u1' as UserId;
const posts = normalizePosts([
  {
    _id: 'p1',
    title: 'Enquete',
    post_category: { name: 'Votaçao' },
    myvote: { direction: 'up' },
    poll_options: [
      { _id: 'o1', label: 'Sim', count: 1, is_user_response: true },
      { _id: 'o2', label: 'Não', count: 0 },
    ],
    comments: [{ _id: 'c1', text: 'Oi' }],
  },
  { _id: 'p2', title: 'Aviso' },
]);
const pick = (list: Post[], id: string) => list.find((post) => post.id === id);

describe('prependTimelinePost', () => {
  it('spec: States and transitions: a new post goes to the front, with the author from the message', () => {
    const next = prependTimelinePost(posts, {
      post: { _id: 'p3', title: 'Novo' },
      user: { username: 'ana' },
    });
    expect(next.map((post) => post.id)).toEqual(['p3', 'p1', 'p2']);
    expect(next[0]?.author.username).toBe('ana');
  });

  it('spec: States and transitions: a post already shown is not doubled, and moves to the front', () => {
    const next = prependTimelinePost(posts, {
      post: { _id: { $oid: 'p2' }, title: 'Aviso', user: { username: 'bia' } },
    });
    expect(next.map((post) => post.id)).toEqual(['p2', 'p1']);
    expect(next[0]?.author.username).toBe('bia');
  });

  it.each<[string, Parameters<typeof prependTimelinePost>[1], Parameters<typeof prependTimelinePost>[2]]>([
    ['no post in the message', { user: { username: 'ana' } }, undefined],
    ['a post without id', { post: { title: 'x' } }, undefined],
    [
      'spec: Screens and routes: a post of another category than the one shown',
      { post: { _id: 'p3', post_category: { name: 'Eventos' } } },
      'Segurança',
    ],
  ])('nothing changes for %s', (_name, message, category) => {
    expect(prependTimelinePost(posts, message, category)).toBe(posts);
  });

  it('spec: Screens and routes: a post of the category shown is taken', () => {
    expect(
      prependTimelinePost(posts, { post: { _id: 'p3', post_category: 'Seguranca' } }, 'Segurança'),
    ).toHaveLength(3);
  });

  it('invariant: after any sequence of new posts every id appears once, the latest first', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'p1'), { maxLength: 15 }), (ids) => {
        const list = ids.reduce((acc, id) => prependTimelinePost(acc, { post: { _id: id } }), posts);
        const shown = list.map((post) => post.id as string);
        expect(new Set(shown).size).toBe(shown.length);
        if (ids.length > 0) expect(shown[0]).toBe(ids[ids.length - 1]);
      }),
    );
  });
});

describe('applyPostUpdate', () => {
  it('spec: States and transitions: post_update replaces the post in place, keeping my vote, choice and comments', () => {
    const next = applyPostUpdate(posts, {
      post: {
        _id: 'p1',
        title: 'Enquete editada',
        post_category: 'Votaçao',
        poll_options: [{ _id: 'o1', label: 'Sim', count: 1 }],
      },
    });
    expect(next.map((post) => post.id)).toEqual(['p1', 'p2']);
    expect(pick(next, 'p1')).toMatchObject({ title: 'Enquete editada', myVote: 'up' });
    expect(pick(next, 'p1')?.pollOptions[0]?.isUserResponse).toBe(true);
    expect(pick(next, 'p1')?.comments.map((c) => c.id)).toEqual(['c1']);
  });

  it('spec: States and transitions: an option new to the post starts without my choice', () => {
    const next = applyPostUpdate(posts, {
      post: { _id: 'p1', poll_options: [{ _id: 'o3', label: 'Talvez' }] },
    });
    expect(pick(next, 'p1')?.pollOptions.map((o) => [o.id, o.isUserResponse])).toEqual([['o3', false]]);
  });

  it('spec: States and transitions: a post_update carrying myvote and comments uses them', () => {
    const next = applyPostUpdate(posts, {
      post: { _id: 'p2', myvote: { direction: 'down' }, comments: [{ _id: 'c9' }] },
    });
    expect(pick(next, 'p2')).toMatchObject({ myVote: 'down' });
    expect(pick(next, 'p2')?.comments.map((c) => c.id)).toEqual(['c9']);
  });

  it('spec 3: Own report: the area frame keeps the reader own report while flagged, and drops it once not', () => {
    const reported = applyPostUpdate(posts, { post: { _id: 'p2', flagged: true, flagged_by: ['u1'] } });
    expect(pick(reported, 'p2')?.flaggedBy).toEqual([me]);
    const live = applyPostUpdate(reported, { post: { _id: 'p2', flagged: true, flagged_by: [] } });
    expect(pick(live, 'p2')?.flaggedBy).toEqual([me]);
    const kept = applyPostUpdate(live, { post: { _id: 'p2', flagged: false, flagged_by: [] } });
    expect(pick(kept, 'p2')?.flaggedBy).toEqual([]);
  });

  it.each<[string, Parameters<typeof applyPostUpdate>[1]]>([
    ['no post', {}],
    ['a post without id', { post: { title: 'x' } }],
    ['a post not shown (another page or category)', { post: { _id: 'p9' } }],
  ])('nothing changes for %s', (_name, message) => {
    expect(applyPostUpdate(posts, message)).toBe(posts);
  });
});

describe('removePost', () => {
  it.each<[string, Parameters<typeof removePost>[1], string[]]>([
    ['spec: States and transitions: post_delete by post_id', { post_id: 'p1' }, ['p2']],
    ['spec: States and transitions: post_delete by nested post', { post: { _id: { $oid: 'p2' } } }, ['p1']],
    ['spec: States and transitions: post_delete by plain post id', { post: 'p2' }, ['p1']],
  ])('%s', (_name, message, expected) => {
    expect(removePost(posts, message).map((post) => post.id)).toEqual(expected);
  });

  it.each<[string, Parameters<typeof removePost>[1]]>([
    ['an unknown post', { post_id: 'p9' }],
    ['no id', {}],
  ])('nothing changes for %s', (_name, message) => {
    expect(removePost(posts, message)).toBe(posts);
  });
});

describe('applyPollUpdate', () => {
  it('spec: States and transitions: poll_update brings the new counts and keeps my earlier choice', () => {
    const next = applyPollUpdate(
      posts,
      {
        post_id: 'p1',
        poll_options: [
          { _id: 'o1', count: 1 },
          { _id: 'o2', count: 4 },
        ],
      },
      me,
    );
    expect(pick(next, 'p1')?.pollOptions.map((o) => [o.id, o.count, o.isUserResponse])).toEqual([
      ['o1', 1, true],
      ['o2', 4, false],
    ]);
  });

  it('spec: States and transitions: an option new to the poll starts without my choice', () => {
    const next = applyPollUpdate(posts, { post_id: 'p1', poll_options: [{ _id: 'o3', count: 2 }] }, me);
    expect(pick(next, 'p1')?.pollOptions.map((o) => [o.id, o.isUserResponse])).toEqual([['o3', false]]);
  });

  it('spec: States and transitions: my choice is found among the responses', () => {
    const next = applyPollUpdate(
      posts,
      { post: { _id: 'p1', poll_options: [{ _id: 'o2', poll_option_responses: [{ user_id: 'u1' }] }] } },
      me,
    );
    expect(pick(next, 'p1')?.pollOptions).toEqual([
      { id: 'o2', label: '', count: 1, isUserResponse: true, responderIds: ['u1'] },
    ]);
  });

  it.each<[string, Parameters<typeof applyPollUpdate>[1]]>([
    ['no options', { post_id: 'p1' }],
    ['no post id', { poll_options: [] }],
    ['an unknown post', { post: 'p9', poll_options: [] }],
  ])('nothing changes for %s', (_name, message) => {
    expect(applyPollUpdate(posts, message, undefined)).toBe(posts);
  });
});
