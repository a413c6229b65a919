import { describe, expect, it } from 'vitest';
import { memberHitView, searchHitView } from './searchHitView.ts';

const now = new Date('2026-11-20T12:00:00Z');
const hit = {
  kind: 'post' as const,
  id: 'p1',
  postId: 'p1',
  title: 'Cachorro perdido',
  text: 'Dois cachorros na rua',
  category: 'Segurança' as const,
  authorId: 'u1',
  authorName: 'joao',
  createdAt: '2026-11-20T10:00:00Z',
  eventDate: undefined,
};

describe('searchHitView', () => {
  it('marks the words and says who, when and the category', () => {
    expect(searchHitView(hit, 'cachorros', now)).toEqual({
      kindLabel: 'Postagem',
      title: [
        { text: 'Cachorro', isMarked: true },
        { text: ' perdido', isMarked: false },
      ],
      text: [
        { text: 'Dois ', isMarked: false },
        { text: 'cachorros', isMarked: true },
        { text: ' na rua', isMarked: false },
      ],
      details: 'joao · 2 horas · Segurança',
    });
  });

  it("gives an event's date and leaves out what is missing", () => {
    const view = searchHitView(
      { ...hit, kind: 'event', category: undefined, createdAt: '', eventDate: '2026-12-01T15:00:00Z' },
      'x',
      now,
      { timeZone: 'UTC' },
    );
    expect(view.kindLabel).toBe('Evento');
    expect(view.details).toMatch(/^joao · evento em /);
  });
});

describe('memberHitView', () => {
  it('marks the name and shows the username', () => {
    expect(
      memberHitView({ username: 'joao', firstName: 'João', lastName: 'Silva', summary: undefined }, 'joao'),
    ).toEqual({
      kindLabel: 'Membro',
      title: [
        { text: 'João', isMarked: true },
        { text: ' Silva', isMarked: false },
      ],
      text: [],
      details: '@joao',
    });
  });
});
