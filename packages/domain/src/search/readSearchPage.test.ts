import { describe, expect, it } from 'vitest';
import { hasMoreSearchHits, readSearchPage } from './readSearchPage.ts';

const hit = {
  kind: 'post',
  id: 'p1',
  post_id: 'p1',
  title: 'Cachorro perdido',
  text: 'Na rua',
  category: 'Seguranca',
  author: { id: 'u1', username: 'maria' },
  created_at: '2026-11-20T10:00:00Z',
  event_date: null,
};

describe('readSearchPage', () => {
  it('reads hits and the total', () => {
    expect(readSearchPage({ results: [hit], meta: { total_count: 3, page: 1, per_page: 20 } })).toEqual({
      hits: [
        {
          kind: 'post',
          id: 'p1',
          postId: 'p1',
          title: 'Cachorro perdido',
          text: 'Na rua',
          category: 'Segurança',
          authorId: 'u1',
          authorName: 'maria',
          createdAt: '2026-11-20T10:00:00Z',
          eventDate: undefined,
        },
      ],
      totalCount: 3,
    });
  });

  it('drops what it cannot read', () => {
    expect(
      readSearchPage({
        results: [{ ...hit, kind: 'x' }, { kind: 'service' }, 3, { kind: 'service', id: 's', text: 1 }],
      }),
    ).toEqual({
      hits: [
        {
          kind: 'service',
          id: 's',
          postId: undefined,
          title: '',
          text: '',
          category: undefined,
          authorId: '',
          authorName: '',
          createdAt: '',
          eventDate: undefined,
        },
      ],
      totalCount: 1,
    });
    expect(readSearchPage(null)).toEqual({ hits: [], totalCount: 0 });
  });

  it('knows whether pages follow', () => {
    expect(hasMoreSearchHits({ meta: { page: 1, per_page: 20, total_count: 21 } })).toBe(true);
    expect(hasMoreSearchHits({ meta: { page: 2, per_page: 20, total_count: 40 } })).toBe(false);
    expect(hasMoreSearchHits(undefined)).toBe(false);
  });
});
