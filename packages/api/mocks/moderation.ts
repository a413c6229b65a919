import {
  type AppealItem,
  type BlockedMember,
  type ModerationLogLine,
  type ReportItem,
  toAppealItem,
  toBlockedMember,
  toModerationLogLine,
  toReportItem,
  type WireAppeal,
  type WireBlockedUser,
  type WireModerationLogEntry,
  type WireReportItem,
} from '@vizinhos/domain';
import { delay, HttpResponse, http } from 'msw';
import { moderationPaths } from '../src/moderation.ts';
import { hang, ok, refuse } from './respond.ts';

// Moderation fixtures (spec 3): queue items, log entries and blocked residents, as wire shapes and
// as the models the pieces show, and the handlers of its calls.

/** What every fixture item is to its reader unless told: theirs to decide, not edited since reported. */
const decidable = { decidable: true, undecidable_reason: null, image_url: null, reported: null };

/** Three reported items: a post with two reasons, a comment, a post reported without a reason. */
export function makeWireReportItems(): WireReportItem[] {
  return [
    {
      id: 'post-loja',
      kind: 'post',
      post_id: 'post-loja',
      title: 'Promoção imperdível na loja do meu primo',
      text: 'Descontos de 70% só hoje! Chama no WhatsApp.',
      author: { id: 'user-carlos', username: 'carlos.mendes', role: 'Membro' },
      report_count: 3,
      reasons: [
        { reason: 'spam', count: 2 },
        { reason: 'outro', count: 1 },
      ],
      notes: ['Já postou a mesma coisa três vezes.'],
      first_reported_at: '2026-11-26T09:00:00.000Z',
      ...decidable,
    },
    {
      id: 'comment-briga',
      kind: 'comment',
      post_id: 'post-praca',
      title: null,
      text: 'Quem reclama do barulho devia se mudar daqui.',
      author: { id: 'user-diego', username: 'diego.alves', role: 'Membro' },
      report_count: 1,
      reasons: [{ reason: 'ofensivo', count: 1 }],
      notes: [],
      first_reported_at: '2026-11-26T10:30:00.000Z',
      ...decidable,
    },
    {
      id: 'post-boato',
      kind: 'post',
      post_id: 'post-boato',
      title: 'Vão fechar a escola da rua de cima',
      text: '',
      author: { id: 'user-ana', username: 'ana.lima', role: 'Membro' },
      report_count: 1,
      reasons: [{ reason: null, count: 1 }],
      notes: [],
      first_reported_at: '2026-11-26T11:15:00.000Z',
      ...decidable,
    },
  ];
}

/**
 * A queue item the reader may not decide (spec 3: nobody judges their own case): the reader's own
 * post, or (`author_role`) a Moderador's view of an Admin's post.
 */
export function makeAwaitingReportItem(reason: 'own_content' | 'author_role' = 'own_content'): ReportItem {
  const [post] = makeWireReportItems();
  return toReportItem({
    ...(post as WireReportItem),
    id: 'post-propria',
    post_id: 'post-propria',
    title: 'Mutirão de limpeza da praça no sábado',
    text: 'Tragam luvas e sacos de lixo.',
    author:
      reason === 'own_content'
        ? { id: 'user-maria', username: 'maria.souza', role: 'Moderador' }
        : { id: 'user-paula', username: 'paula.reis', role: 'Admin' },
    decidable: false,
    undecidable_reason: reason,
  });
}

/**
 * A post its author edited after it was reported (spec 3: Queue item): the card shows what the
 * reporters saw beside what it says now.
 */
function makeEditedWireReportItem(): WireReportItem {
  const [post] = makeWireReportItems();
  return {
    ...(post as WireReportItem),
    id: 'post-bicicleta',
    post_id: 'post-bicicleta',
    title: 'Vendo bicicleta aro 29',
    text: 'Bicicleta em bom estado, R$ 600. Interessados chamem no privado.',
    reasons: [{ reason: 'ofensivo', count: 1 }],
    report_count: 1,
    notes: ['Xingou o vizinho do 302 no texto.'],
    reported: {
      title: 'Vendo bicicleta aro 29 (o vizinho do 302 que não compre)',
      text: 'Bicicleta em bom estado, R$ 600. O folgado do 302 nem precisa perguntar.',
      image_url: null,
    },
  };
}

/** The edited post's queue item as its review card shows it. */
export function makeEditedReportItem(): ReportItem {
  return toReportItem(makeEditedWireReportItem());
}

/** The queue items as the review cards show them. */
export function makeReportItems(): ReportItem[] {
  return makeWireReportItems().map(toReportItem);
}

/** Five entries of the record, newest first. */
export function makeWireModerationLog(): WireModerationLogEntry[] {
  const joao = { id: 'user-joao', username: 'joao.pereira', role: 'Moderador' };
  const maria = { id: 'user-maria', username: 'maria.souza', role: 'Fundador' };
  const carlos = { id: 'user-carlos', username: 'carlos.mendes' };
  return [
    {
      id: 'l5',
      action: 'remove',
      actor: joao,
      target: carlos,
      kind: 'post',
      excerpt: 'Promoção imperdível',
      reason: 'Propaganda repetida.',
      created_at: '2026-11-26T12:00:00.000Z',
    },
    {
      id: 'l4',
      action: 'mute',
      actor: joao,
      target: carlos,
      kind: null,
      excerpt: null,
      reason: '24',
      created_at: '2026-11-26T11:50:00.000Z',
    },
    {
      id: 'l3',
      action: 'warn',
      actor: maria,
      target: { id: 'user-diego', username: 'diego.alves' },
      kind: 'comment',
      excerpt: 'Quem reclama do barulho',
      reason: 'Vamos manter o respeito.',
      created_at: '2026-11-26T11:00:00.000Z',
    },
    {
      id: 'l2',
      action: 'keep',
      actor: joao,
      target: { id: 'user-ana', username: 'ana.lima' },
      kind: 'post',
      excerpt: 'Feira de trocas',
      reason: null,
      created_at: '2026-11-25T18:00:00.000Z',
    },
    {
      id: 'l1',
      action: 'role',
      actor: maria,
      target: { id: 'user-joao', username: 'joao.pereira' },
      kind: null,
      excerpt: null,
      reason: 'Moderador',
      created_at: '2026-11-20T09:00:00.000Z',
    },
  ];
}

/** The record's lines as the log shows them, with `at` already worded. */
export function makeModerationLogLines(): ModerationLogLine[] {
  return makeWireModerationLog().map((entry, index) => ({
    ...toModerationLogLine(entry),
    at: ['há 5 min', 'há 15 min', 'há 1 hora', '1 dia', '6 dias'][index] ?? '',
  }));
}

/** Two residents the reader blocked. */
export function makeWireBlockedUsers(): WireBlockedUser[] {
  return [
    {
      id: 'user-diego',
      username: 'diego.alves',
      first_name: 'Diego',
      last_name: 'Alves',
      avatar: null,
      blocked_at: '2026-11-25T10:00:00.000Z',
    },
    {
      id: 'user-carlos',
      username: 'carlos.mendes',
      first_name: 'Carlos',
      last_name: 'Mendes',
      avatar: null,
      blocked_at: '2026-11-20T10:00:00.000Z',
    },
  ];
}

/** The blocked residents as the list shows them. */
export function makeBlockedMembers(): BlockedMember[] {
  return makeWireBlockedUsers().map(toBlockedMember);
}

/** One pending second look: the author of a removed post asks, with a note. */
function makeWireAppeals(): WireAppeal[] {
  return [
    {
      id: 'appeal-feira',
      log_id: 'log-remove',
      kind: 'post',
      excerpt: 'Feira de artesanato no domingo',
      removal_reason: 'Propaganda de loja.',
      note: 'É uma feira gratuita da associação, não uma loja.',
      author: { id: 'user-carlos', username: 'carlos.mendes', role: 'Membro' },
      removed_at: '2026-11-26T12:00:00.000Z',
      created_at: '2026-11-26T13:00:00.000Z',
      ...decidable,
    },
  ];
}

/** The pending second look as the moderators' list shows it. */
export function makeAppealItems(): AppealItem[] {
  return makeWireAppeals().map(toAppealItem);
}

/** A second look the reader may not decide: the appeal of the reader's own removal. */
export function makeAwaitingAppealItem(): AppealItem {
  const [appeal] = makeWireAppeals();
  return toAppealItem({
    ...(appeal as WireAppeal),
    id: 'appeal-propria',
    excerpt: 'Mutirão de limpeza da praça no sábado',
    note: null,
    author: { id: 'user-maria', username: 'maria.souza', role: 'Moderador' },
    decidable: false,
    undecidable_reason: 'own_content',
  });
}

/** Scenarios of the moderation calls. */
export const moderationHandlers = {
  /** A queue of three, a record of five, two blocked; every action accepted. */
  working: () => [
    http.get(`*${moderationPaths.moderationReports}`, () =>
      HttpResponse.json({ reports: makeWireReportItems() }),
    ),
    http.post(`*${moderationPaths.moderationReports}/:id/:action`, () => ok()),
    http.get(`*${moderationPaths.moderationAppeals}`, () =>
      HttpResponse.json({ appeals: makeWireAppeals() }),
    ),
    http.post(`*${moderationPaths.moderationAppeals}`, () => ok()),
    http.post(`*${moderationPaths.moderationAppeals}/:id/:decision`, () => ok()),
    http.get(`*${moderationPaths.moderationLog}`, () =>
      HttpResponse.json({ entries: makeWireModerationLog() }),
    ),
    http.get(`*${moderationPaths.myBlocks}`, () => HttpResponse.json({ users: makeWireBlockedUsers() })),
    http.delete('*/api/v1/users/:id/block', () => ok()),
  ],
  /**
   * As `working`, the block list answered only after `ms`, after the posts: the first posts a view
   * shows wait for it (spec 3: a blocked resident's post collapsed from its first showing).
   */
  slowBlockList: (ms: number) => [
    http.get(`*${moderationPaths.myBlocks}`, async () => {
      await delay(ms);
      return HttpResponse.json({ users: makeWireBlockedUsers() });
    }),
    ...moderationHandlers.working(),
  ],
  /** Nothing to review, nothing recorded, nobody blocked. */
  empty: () => [
    http.get(`*${moderationPaths.moderationReports}`, () => HttpResponse.json({ reports: [] })),
    http.get(`*${moderationPaths.moderationAppeals}`, () => HttpResponse.json({ appeals: [] })),
    http.get(`*${moderationPaths.moderationLog}`, () => HttpResponse.json({ entries: [] })),
    http.get(`*${moderationPaths.myBlocks}`, () => HttpResponse.json({ users: [] })),
  ],
  /** A second look already asked: the server refuses another. */
  appealTwice: () => [
    http.post(`*${moderationPaths.moderationAppeals}`, () =>
      refuse('Você já pediu uma revisão desta remoção.', 409),
    ),
  ],
  /**
   * Nobody blocked yet; a block made is in the list read after it (the app reads the list again),
   * its name the id's (`user-joao` reads "joao").
   */
  blocking: () => {
    const blocked: WireBlockedUser[] = [];
    return [
      http.get(`*${moderationPaths.myBlocks}`, () => HttpResponse.json({ users: blocked })),
      http.post('*/api/v1/users/:id/block', ({ params }) => {
        const id = String(params.id);
        const name = id.replace(/^user-/, '');
        blocked.push({
          id,
          username: name,
          first_name: name,
          last_name: '',
          avatar: null,
          blocked_at: '2026-11-26T10:00:00.000Z',
        });
        return ok();
      }),
    ];
  },
  /** The queue never answers. */
  loading: () => [http.get(`*${moderationPaths.moderationReports}`, hang)],
  /** A resident who does not moderate. */
  forbidden: () => [
    http.get(`*${moderationPaths.moderationReports}`, () =>
      refuse('Apenas a moderação da área pode fazer isso.', 403),
    ),
  ],
};
