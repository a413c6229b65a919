import {
  accountsDomainTexts,
  PROFILE_TEXTS,
  type WireActivityItem,
  type WireInfluence,
  type WireProfileUser,
} from '@vizinhos/domain';
import { makeWireUser } from '@vizinhos/domain/testing';
import { HttpResponse, http } from 'msw';
import { hang, ok, refuse } from './respond.ts';

// Profile fixtures (spec: Entities and their fields User with its figures) and the handlers of the
// profile and settings calls: GET users/{id}, PUT users/me, PUT users/me/password, GET users/me/export.

/** How Maria's 47 points were earned: 40 upvotes, 3 downvotes, 3 objective posts, 4 answered comments. */
export function makeWireInfluence(overrides: Partial<WireInfluence> = {}): WireInfluence {
  return {
    upvotes_received: 40,
    downvotes_received: 3,
    objective_posts: 3,
    answered_comments: 4,
    ...overrides,
  };
}

/** Maria's recent activity: a comment, then two posts, newest first. */
export function makeWireActivity(): WireActivityItem[] {
  return [
    {
      _id: { $oid: '64c000000000000000000002' },
      title: 'Feira de trocas no sábado',
      post_category: { name: 'Eventos' },
      created_at: '2025-05-01T10:00:00.000Z',
      activity_type: 'comment',
      comment: {
        _id: { $oid: '64d000000000000000000001' },
        text: 'Levo livros infantis!',
        created_at: '2025-05-02T09:00:00.000Z',
      },
    },
    {
      _id: { $oid: '64c000000000000000000001' },
      title: 'Buraco na Rua das Flores, 120',
      post_category: { name: 'Segurança' },
      created_at: '2025-04-30T08:00:00.000Z',
      objectivity_score: 88,
      activity_type: 'post',
    },
    {
      _id: { $oid: '64c000000000000000000000' },
      title: 'Poda das árvores da praça',
      post_category: { name: 'Geral' },
      created_at: '2025-04-20T08:00:00.000Z',
      objectivity_score: 72,
      activity_type: 'post',
    },
  ];
}

/** Maria's profile with every figure (include_counts, include_activity, include_objectivity); override anything. */
export function makeWireProfile(overrides: Partial<WireProfileUser> = {}): WireProfileUser {
  return {
    ...makeWireUser({ invite_code: 'convite-maria' }),
    id: '64b000000000000000000001',
    points: 47,
    post_count: 14,
    comment_count: 52,
    invite_count: 2,
    average_objectivity: 78,
    influence: makeWireInfluence(),
    activity: makeWireActivity(),
    ...overrides,
  };
}

/** What "Baixar meus dados" answers for Maria (shortened). */
export function makeAccountExport() {
  return {
    format: 'vizinhos-dados-pessoais/1',
    exported_at: '2025-05-02T12:00:00.000Z',
    about: 'Dados que o Vizinhos guarda sobre você.',
    profile: { username: 'maria.souza', email: 'maria@example.com' },
    posts: [],
    comments: [],
    messages: [],
    notifications: [],
  };
}

const user = '*/api/v1/users/:id';
/** The server's other GET users/... routes, which a profile's id never is. */
const notProfiles = new Set(['search', 'password', 'activation']);
/** GET users/{id}, leaving users/search and the others to their handlers (a resolver answering nothing falls through). */
const getProfile = (answer: () => Response | Promise<Response>) =>
  http.get(user, ({ params }) => (notProfiles.has(String(params.id)) ? undefined : answer()));
const me = '*/api/v1/users/me';
const password = '*/api/v1/users/me/password';
const exportPath = '*/api/v1/users/me/export';

/** Scenarios of the profile and settings calls. */
export const profileHandlers = {
  /** Every call answers: the profile (own when the id is "me" or Maria's), edits echo back, password and export succeed. */
  default: (profile: WireProfileUser = makeWireProfile()) => [
    http.get(exportPath, () =>
      HttpResponse.json(makeAccountExport(), {
        headers: { 'Content-Disposition': `attachment; filename="${PROFILE_TEXTS.exportFileName}"` },
      }),
    ),
    http.put(password, () => ok()),
    http.put(me, async ({ request }) => {
      const form = await request.formData();
      const text = (name: string) => form.get(`user[${name}]`)?.toString();
      return HttpResponse.json({
        users: {
          ...profile,
          ...(text('username') ? { username: text('username') } : {}),
          ...(text('first_name') ? { first_name: text('first_name') } : {}),
          ...(text('last_name') ? { last_name: text('last_name') } : {}),
          ...(text('summary') !== undefined ? { summary: text('summary') } : {}),
        },
      });
    }),
    getProfile(() => HttpResponse.json({ users: profile })),
  ],
  /** Another member's profile: no e-mail, invite code nor stomp key. */
  other: () =>
    profileHandlers.default(
      makeWireProfile({
        _id: { $oid: '64b000000000000000000011' },
        id: '64b000000000000000000011',
        username: 'joao.pereira',
        first_name: 'João',
        last_name: 'Pereira',
        role: { name: 'Moderador' },
        email: undefined,
        invite_code: undefined,
        stomp_key: undefined,
        points: 12,
        influence: makeWireInfluence({
          upvotes_received: 8,
          downvotes_received: 0,
          objective_posts: 1,
          answered_comments: 2,
        }),
      }),
    ),
  /** "Usuário não encontrado" (spec: Error catalogue). */
  notFound: () => [getProfile(() => refuse(accountsDomainTexts.userNotFound, 404))],
  /** The profile never answers. */
  loading: () => [getProfile(hang)],
  /** Saving is refused with the server's reason (a username taken). */
  saveFails: () => [
    http.put(me, () => refuse('Este nome de usuário já está em uso.', 409)),
    ...profileHandlers.default(),
  ],
  /** The current password is wrong. */
  passwordWrong: () => [
    http.put(password, () => refuse(PROFILE_TEXTS.currentPasswordWrong, 422)),
    ...profileHandlers.default(),
  ],
  /** The export is refused. */
  exportFails: () => [
    http.get(exportPath, () => refuse(PROFILE_TEXTS.exportFailed)),
    ...profileHandlers.default(),
  ],
};
