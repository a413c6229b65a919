import { describe, expect, it } from 'vitest';
import {
  toAppealItem,
  toBlockedMember,
  toModerationLogLine,
  toReportItem,
  type WireModerationLogEntry,
} from './moderationModel.ts';

const entry = (overrides: Partial<WireModerationLogEntry>): WireModerationLogEntry => ({
  id: 'l1',
  action: 'keep',
  actor: { id: 'u1', username: 'joao', role: 'Moderador' },
  target: { id: 'u2', username: 'ana' },
  kind: 'post',
  excerpt: 'Feira',
  reason: null,
  created_at: '2026-11-26T12:00:00Z',
  ...overrides,
});

describe('moderation models (spec 3: Screens and routes)', () => {
  it('words the reasons of a queue item', () => {
    expect(
      toReportItem({
        id: 'p1',
        kind: 'post',
        post_id: 'p1',
        title: 'Feira',
        text: 'Texto',
        author: { id: 'u2', username: 'ana', role: 'Membro' },
        report_count: 3,
        reasons: [
          { reason: 'spam', count: 2 },
          { reason: null, count: 1 },
        ],
        notes: ['Repetido'],
        first_reported_at: '2026-11-26T12:00:00Z',
        image_url: null,
        reported: null,
        decidable: true,
        undecidable_reason: null,
      }),
    ).toMatchObject({
      authorName: 'ana',
      awaitsOther: null,
      reportCount: 3,
      reasons: [
        { label: 'Spam ou propaganda', count: 2 },
        { label: 'Sem motivo informado', count: 1 },
      ],
    });
  });

  it('carries what was reported when it differs, saying whether the image was replaced', () => {
    const wire = {
      id: 'p1',
      kind: 'post' as const,
      post_id: 'p1',
      title: 'Feira',
      text: 'Agora',
      image_url: '/api/v1/images/nova',
      author: { id: 'u2', username: 'ana', role: 'Membro' },
      report_count: 1,
      reasons: [],
      notes: [],
      first_reported_at: '2026-11-26T12:00:00Z',
      decidable: true,
      undecidable_reason: null,
    };
    const reported = { title: 'Feira!', text: 'Antes', image_url: '/api/v1/images/velha' };
    expect(toReportItem({ ...wire, reported }).reported).toEqual({
      title: 'Feira!',
      text: 'Antes',
      imageChanged: true,
    });
    expect(
      toReportItem({ ...wire, reported: { ...reported, image_url: wire.image_url } }).reported?.imageChanged,
    ).toBe(false);
    expect(toReportItem({ ...wire, reported: null }).reported).toBeNull();
  });

  it.each<[string, Partial<WireModerationLogEntry>, string, string | null]>([
    ['keep', {}, 'joao (Moderador) manteve a postagem “Feira”', null],
    ['remove', { action: 'remove', reason: 'Spam.' }, 'joao (Moderador) removeu a postagem “Feira”', 'Spam.'],
    [
      'warn on a comment',
      { action: 'warn', kind: 'comment', reason: 'Evite.' },
      'joao (Moderador) avisou ana sobre o comentário “Feira”',
      'Evite.',
    ],
    [
      'mute 24 h',
      { action: 'mute', reason: '24', kind: null },
      'joao (Moderador) silenciou ana por 24 horas',
      null,
    ],
    ['mute 7 days', { action: 'mute', reason: '168' }, 'joao (Moderador) silenciou ana por 7 dias', null],
    ['role', { action: 'role', reason: 'Moderador' }, 'joao (Moderador) tornou ana Moderador', null],
    ['own record: nobody named', { actor: null }, 'A moderação manteve a postagem “Feira”', null],
    [
      'a target and excerpt gone',
      { action: 'warn', target: null, excerpt: null, reason: 'Evite.' },
      'joao (Moderador) avisou sobre a postagem “”',
      'Evite.',
    ],
    ['a role without its name', { action: 'role', reason: null }, 'joao (Moderador) tornou ana', null],
    ['restore', { action: 'restore' }, 'joao (Moderador) restaurou a postagem “Feira” após revisão', null],
    [
      'uphold on a comment',
      { action: 'uphold', kind: 'comment' },
      'joao (Moderador) manteve a remoção do comentário “Feira” após revisão',
      null,
    ],
    [
      'an operator deactivates (no actor)',
      { action: 'deactivate', actor: null, kind: null, excerpt: null },
      'A moderação desativou a conta de ana',
      null,
    ],
    [
      'an operator reactivates (no actor)',
      { action: 'reactivate', actor: null, kind: null, excerpt: null },
      'A moderação reativou a conta de ana',
      null,
    ],
  ])('%s', (_name, overrides, sentence, reason) => {
    expect(toModerationLogLine(entry(overrides))).toMatchObject({ sentence, reason });
  });

  it('carries a removal’s second look in the author’s own record, none asked as "none"', () => {
    expect(toModerationLogLine(entry({ action: 'remove', actor: null, appeal: null })).appeal).toBe('none');
    expect(toModerationLogLine(entry({ action: 'remove', appeal: 'upheld' })).appeal).toBe('upheld');
    expect(toModerationLogLine(entry({ action: 'remove' }))).not.toHaveProperty('appeal');
  });

  it('words an appeal for the moderators', () => {
    const wire = {
      id: 'a1',
      log_id: 'l1',
      kind: 'comment' as const,
      excerpt: 'Barulho',
      removal_reason: 'Ofensivo.',
      note: null,
      author: { id: 'u1', username: 'ana', role: 'Membro' },
      removed_at: '2026-11-26T10:00:00.000Z',
      created_at: '2026-11-26T11:00:00.000Z',
      decidable: true,
      undecidable_reason: null,
    };
    expect(toAppealItem(wire)).toEqual({
      id: 'a1',
      kind: 'comment',
      excerpt: 'Barulho',
      removalReason: 'Ofensivo.',
      note: null,
      authorName: 'ana',
      askedAt: '2026-11-26T11:00:00.000Z',
      awaitsOther: null,
    });
    const ownRemoval = { ...wire, decidable: false, undecidable_reason: 'own_content' as const };
    expect(toAppealItem(ownRemoval).awaitsOther).toBe('own_content');
    expect(toAppealItem({ ...ownRemoval, undecidable_reason: null }).awaitsOther).toBe('own_content');
    expect(toAppealItem({ ...ownRemoval, undecidable_reason: 'author_role' }).awaitsOther).toBe(
      'author_role',
    );
  });

  it('names a blocked resident by name, else username', () => {
    const wire = {
      id: 'u3',
      username: 'ana',
      first_name: 'Ana',
      last_name: 'Lima',
      avatar: null,
      blocked_at: 'x',
    };
    expect(toBlockedMember(wire)).toEqual({ id: 'u3', username: 'ana', name: 'Ana Lima', avatar: undefined });
    expect(toBlockedMember({ ...wire, first_name: '', last_name: '', avatar: '/a.png' })).toEqual({
      id: 'u3',
      username: 'ana',
      name: 'ana',
      avatar: '/a.png',
    });
  });
});
