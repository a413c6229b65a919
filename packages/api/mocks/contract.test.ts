// One contract: the MSW mocks stories and tests run on answer only what the server's OpenAPI
// document (packages/api/openapi.json, generated from the route schemas and checked equal to what
// the server serves by apps/server/test/http/openApi.test.ts) allows. Every scenario of every
// handler group is driven through the real client, every call of it, and each mocked answer is
// validated with Ajv against the document's schema for that route and status. The same table
// names, for every client call, the real-server test that exercises it.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../src/index.ts';
import { accountHandlers } from './accounts.ts';
import { commentHandlers } from './comments.ts';
import { calendarFeedHandlers } from './events.ts';
import { memberHandlers } from './members.ts';
import { messagingHandlers } from './messaging.ts';
import { notificationHandlers, pushHandlers } from './notifications.ts';
import { pollHandlers } from './polls.ts';
import { postHandlers } from './posts.ts';
import { profileHandlers } from './profile.ts';
import { searchHandlers } from './search.ts';
import { serviceHandlers } from './services.ts';

type Response = { content?: Record<string, { schema?: object }> };
type Operation = { responses: Record<string, Response> };
type Document = { paths: Record<string, Record<string, Operation>> };

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const document = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')) as Document;

/** The document's routes, literal paths before templated ones (`users/me` before `users/{id}`). */
const routes = Object.entries(document.paths)
  .flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      pattern: new RegExp(`^${path.replaceAll('.', '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      templated: (path.match(/\{/g) ?? []).length,
      responses: operation.responses,
    })),
  )
  .sort((a, b) => a.templated - b.templated);

const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addFormat(
  'date-time',
  (value: string) => /^\d{4}-\d\d-\d\dT/.test(value) && !Number.isNaN(Date.parse(value)),
);
const compiled = new WeakMap<object, ValidateFunction>();

/** Where an answer leaves the document: no such route, an undocumented status, or a wrong shape. */
function answerErrors(method: string, pathname: string, status: number, body: unknown): string[] {
  const route = routes.find((one) => one.method === method && one.pattern.test(pathname));
  if (!route) return [`${method} ${pathname}: no such route in the OpenAPI document`];
  const response = route.responses[String(status)] ?? route.responses[`${String(status)[0]}XX`];
  if (!response) return [`${method} ${route.path}: status ${status} is not in the document`];
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return [];
  const validate = compiled.get(schema) ?? ajv.compile(schema);
  compiled.set(schema, validate);
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (error) => `${method} ${route.path} ${status}: ${error.instancePath || 'the body'} ${error.message}`,
  );
}

const contractFile = 'apps/server/test/contract.test.ts';
const commentsFile = 'apps/server/test/features/comments.test.ts';
const callsFile = 'apps/server/test/clientCalls.test.ts';
const moderationCallsFile = 'apps/server/test/clientCalls.moderation.test.ts';
const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
const draft = { title: 'Buraco na rua', text: 'Na esquina da padaria.', category: 'Geral' } as const;
const service = {
  name: 'Chaveiro do Zé',
  kind: 'reparos',
  phone: '(11) 91234-5678',
  address: 'Rua das Flores, 10',
  openingHours: 'Seg a sex, 8h às 18h',
} as const;

/**
 * Every call of the client: how this test drives it against the mocks, and the real-server test
 * (a file of apps/server/test that calls `api.<name>(`, or `<someone>Api.<name>(`) that checks it against the server.
 */
const calls: { [Name in keyof ApiClient]: { run: (api: ApiClient) => Promise<unknown>; server: string } } = {
  me: { run: (api) => api.me(), server: contractFile },
  signIn: { run: (api) => api.signIn('maria', 'senha'), server: contractFile },
  loginForm: { run: (api) => api.loginForm('maria', 'senha'), server: callsFile },
  logout: { run: (api) => api.logout(), server: contractFile },
  signUp: {
    run: (api) =>
      api.signUp({
        username: 'nova',
        first_name: 'Nova',
        last_name: 'Vizinha',
        email: 'nova@example.com',
        password: 'senha-segura',
        password_confirm: 'senha-segura',
        invite_code: 'CONVITE',
      }),
    server: contractFile,
  },
  changeArea: { run: (api) => api.changeArea('area-2', 'senha'), server: contractFile },
  forgotPassword: { run: (api) => api.forgotPassword('maria@example.com'), server: contractFile },
  resetPassword: {
    run: (api) => api.resetPassword('token', 'senha-nova', 'senha-nova'),
    server: contractFile,
  },
  checkResetToken: { run: (api) => api.checkResetToken('token'), server: callsFile },
  checkInvite: { run: (api) => api.checkInvite('CONVITE'), server: callsFile },
  searchAreas: { run: (api) => api.searchAreas('vila'), server: contractFile },
  findAreas: { run: (api) => api.findAreas({ city: 'São Paulo' }), server: contractFile },
  reverseGeocode: { run: (api) => api.reverseGeocode(-23.58, -46.64), server: contractFile },
  members: { run: (api) => api.members({ page: 1 }), server: contractFile },
  listConversations: {
    run: (api) => api.listConversations({ includeLatestMessage: true }),
    server: callsFile,
  },
  createConversation: {
    run: (api) => api.createConversation({ neighborIds: ['user-joao'] }),
    server: callsFile,
  },
  getConversation: {
    run: (api) => api.getConversation('conversation-1'),
    server: 'apps/server/test/features/messaging.open.test.ts',
  },
  updateConversation: {
    run: (api) => api.updateConversation('conversation-1', { title: 'Rua' }),
    server: callsFile,
  },
  leaveConversation: { run: (api) => api.leaveConversation('conversation-1'), server: callsFile },
  setConversationAdmin: {
    run: (api) => api.setConversationAdmin('conversation-1', 'cu-1', true),
    server: callsFile,
  },
  listMessages: { run: (api) => api.listMessages('conversation-1'), server: callsFile },
  sendMessage: {
    run: (api) => api.sendMessage('conversation-1', { body: 'Oi', clientId: 'client-1' }),
    server: callsFile,
  },
  searchResidents: { run: (api) => api.searchResidents('jo'), server: callsFile },
  searchContent: {
    run: (api) => api.searchContent({ q: 'cachorros' }),
    server: 'apps/server/test/features/search.test.ts',
  },
  user: { run: (api) => api.user('user-joao', { include_counts: true }), server: contractFile },
  updateMe: { run: (api) => api.updateMe({ summary: 'Moro aqui.', avatar: png }), server: contractFile },
  changePassword: {
    run: (api) => api.changePassword('senha', 'senha-nova', 'senha-nova'),
    server: callsFile,
  },
  exportMyData: { run: (api) => api.exportMyData(), server: callsFile },
  saveAreaPolygon: {
    run: (api) =>
      api.saveAreaPolygon([
        { x: 0.1, y: 0.1 },
        { x: 0.9, y: 0.2 },
        { x: 0.4, y: 0.9 },
      ]),
    server: contractFile,
  },
  saveAreaOutline: {
    run: (api) =>
      api.saveAreaOutline([
        { lat: -23.58, lng: -46.64 },
        { lat: -23.59, lng: -46.63 },
        { lat: -23.6, lng: -46.65 },
      ]),
    server: callsFile,
  },
  areaBoundary: { run: (api) => api.areaBoundary(), server: callsFile },
  analyze: { run: (api) => api.analyze('Buraco na Rua Domingos de Morais, 1200.'), server: contractFile },
  listPosts: { run: (api) => api.listPosts({ page: 1 }), server: callsFile },
  getPost: { run: (api) => api.getPost('post-1'), server: callsFile },
  createPost: { run: (api) => api.createPost(draft), server: callsFile },
  updatePost: { run: (api) => api.updatePost('post-1', draft), server: callsFile },
  deletePost: { run: (api) => api.deletePost('post-1'), server: callsFile },
  votePost: { run: (api) => api.votePost('post-1', 'up'), server: callsFile },
  flagPost: { run: (api) => api.flagPost('post-1'), server: callsFile },
  listComments: { run: (api) => api.listComments('post-1'), server: commentsFile },
  createComment: { run: (api) => api.createComment('post-1', { text: 'Concordo.' }), server: commentsFile },
  updateComment: {
    run: (api) => api.updateComment('post-1', 'comment-1', 'Concordo muito.'),
    server: commentsFile,
  },
  deleteComment: { run: (api) => api.deleteComment('post-1', 'comment-1'), server: commentsFile },
  voteComment: { run: (api) => api.voteComment('post-1', 'comment-1', 'up'), server: commentsFile },
  removeCommentVote: { run: (api) => api.removeCommentVote('post-1', 'comment-1'), server: commentsFile },
  listNotifications: { run: (api) => api.listNotifications({ page: 1 }), server: callsFile },
  markNotificationRead: { run: (api) => api.markNotificationRead('notification-1'), server: callsFile },
  markAllNotificationsRead: { run: (api) => api.markAllNotificationsRead(), server: callsFile },
  getPushKey: { run: (api) => api.getPushKey(), server: callsFile },
  subscribePush: {
    run: (api) =>
      api.subscribePush({
        endpoint: 'https://push.example.com/1',
        keys: { p256dh: 'chave', auth: 'segredo' },
      }),
    server: callsFile,
  },
  unsubscribePush: { run: (api) => api.unsubscribePush('https://push.example.com/1'), server: callsFile },
  getPushPreferences: { run: (api) => api.getPushPreferences(), server: callsFile },
  savePushPreferences: {
    run: (api) => api.savePushPreferences({ quiet_hours_enabled: true }),
    server: callsFile,
  },
  answerPoll: { run: (api) => api.answerPoll('post-poll', 'option-1'), server: callsFile },
  getCalendarFeed: { run: (api) => api.getCalendarFeed(), server: callsFile },
  regenerateCalendarFeed: { run: (api) => api.regenerateCalendarFeed(), server: callsFile },
  listServices: { run: (api) => api.listServices(), server: callsFile },
  createService: { run: (api) => api.createService(service), server: callsFile },
  updateService: { run: (api) => api.updateService('service-1', service), server: callsFile },
  deleteService: { run: (api) => api.deleteService('service-1'), server: callsFile },
  countCommentNudge: { run: (api) => api.countCommentNudge('edited'), server: moderationCallsFile },
  commentNudgeFigures: { run: (api) => api.commentNudgeFigures(), server: moderationCallsFile },
  withdrawPostReport: { run: (api) => api.withdrawPostReport('post-1'), server: moderationCallsFile },
  reportComment: {
    run: (api) => api.reportComment('post-1', 'comment-1', { reason: 'spam', note: null }),
    server: moderationCallsFile,
  },
  withdrawCommentReport: {
    run: (api) => api.withdrawCommentReport('post-1', 'comment-1'),
    server: moderationCallsFile,
  },
  moderationQueue: { run: (api) => api.moderationQueue(), server: moderationCallsFile },
  keepReported: { run: (api) => api.keepReported('report-1'), server: moderationCallsFile },
  removeReported: {
    run: (api) => api.removeReported('report-1', 'Informação falsa.'),
    server: moderationCallsFile,
  },
  warnAuthor: { run: (api) => api.warnAuthor('report-1', 'Evite anúncios.'), server: moderationCallsFile },
  muteMember: { run: (api) => api.muteMember('user-1', 24), server: moderationCallsFile },
  setMemberRole: { run: (api) => api.setMemberRole('user-1', 'Moderador'), server: moderationCallsFile },
  requestAppeal: {
    run: (api) => api.requestAppeal('log-1', 'Era um evento gratuito.'),
    server: moderationCallsFile,
  },
  moderationAppeals: { run: (api) => api.moderationAppeals(), server: moderationCallsFile },
  restoreAppealed: { run: (api) => api.restoreAppealed('appeal-1'), server: moderationCallsFile },
  upholdRemoval: { run: (api) => api.upholdRemoval('appeal-1'), server: moderationCallsFile },
  moderationLog: { run: (api) => api.moderationLog(), server: moderationCallsFile },
  myModeration: { run: (api) => api.myModeration(), server: moderationCallsFile },
  blockMember: { run: (api) => api.blockMember('user-1'), server: moderationCallsFile },
  unblockMember: { run: (api) => api.unblockMember('user-1'), server: moderationCallsFile },
  myBlocks: { run: (api) => api.myBlocks(), server: moderationCallsFile },
};

/** Every handler group of the mocks, by the name stories use. */
const groups: Record<string, Record<string, (...args: never[]) => RequestHandler[]>> = {
  accountHandlers,
  commentHandlers,
  calendarFeedHandlers,
  memberHandlers,
  messagingHandlers,
  notificationHandlers,
  pushHandlers,
  pollHandlers,
  postHandlers,
  profileHandlers,
  searchHandlers,
  serviceHandlers,
};

const unmocked = 'x-contract-unmocked';
const server = setupServer();
beforeAll(() => server.listen());
afterAll(() => server.close());

/** Drives every call through `handlers`; resolves with what each mocked answer broke. */
async function driveMocks(
  handlers: RequestHandler[],
  { hangs = false } = {},
): Promise<{ checked: number; errors: string[] }> {
  // Anything the scenario does not answer gets a marked answer that is not checked.
  server.resetHandlers(
    ...handlers,
    http.all('*', () => new HttpResponse(null, { status: 204, headers: { [unmocked]: '1' } })),
  );
  const checks: Promise<string[]>[] = [];
  const listener = ({ request, response }: { request: Request; response: globalThis.Response }) => {
    if (response.type === 'error' || response.headers.has(unmocked)) return;
    checks.push(
      response
        .clone()
        .text()
        .then((text) => {
          const json = (response.headers.get('content-type') ?? '').includes('json');
          const body = json && text ? JSON.parse(text) : text;
          return answerErrors(request.method, new URL(request.url).pathname, response.status, body);
        }),
    );
  };
  server.events.on('response:mocked', listener);
  const api = createApiClient({ baseUrl: 'http://vizinhos.test' });
  // A loading scenario never answers some calls: those are left pending after a while; every
  // other scenario is waited for to the end, so what is checked never depends on the machine's speed.
  const pending = Object.values(calls).map(({ run }) => run(api));
  const givenUp = new Promise((resolve) => setTimeout(resolve, 1_000));
  await (hangs ? Promise.race([Promise.allSettled(pending), givenUp]) : Promise.all(pending));
  server.events.removeListener('response:mocked', listener);
  const errors = (await Promise.all(checks)).flat();
  return { checked: checks.length, errors };
}

describe('the OpenAPI document judges an answer', () => {
  it('passes an answer of the documented shape', () => {
    expect(
      answerErrors('PUT', '/api/v1/posts/post-1/flag', 500, { error: 'Erro ao reportar postagem' }),
    ).toEqual([]);
    expect(answerErrors('GET', '/api/v1/push/key', 200, { public_key: 'chave' })).toEqual([]);
  });

  it('fails a wrong shape, an undocumented status and an unknown route', () => {
    expect(answerErrors('GET', '/api/v1/push/key', 200, { publicKey: 'chave' })).toEqual([
      "GET /api/v1/push/key 200: the body must have required property 'public_key'",
    ]);
    expect(
      answerErrors('GET', '/api/v1/posts', 200, { posts: [{ id: 1 }], meta: { page: 1, per_page: 20 } }),
    ).toContain('GET /api/v1/posts 200: /posts/0/id must be string');
    expect(answerErrors('PUT', '/api/v1/posts/post-1/upvote', 201, {})).toEqual([
      'PUT /api/v1/posts/{id}/upvote: status 201 is not in the document',
    ]);
    expect(answerErrors('GET', '/api/v1/nada', 200, {})).toEqual([
      'GET /api/v1/nada: no such route in the OpenAPI document',
    ]);
  });

  it('catches a mock that drifts: a handler answering a vote without its counts fails', async () => {
    const drifted = http.put('*/api/v1/posts/:id/upvote', () =>
      HttpResponse.json({ post_id: 'post-1', new_direction: 'up' }),
    );
    const { errors } = await driveMocks([drifted]);
    expect(errors).toContain(
      "PUT /api/v1/posts/{id}/upvote 200: the body must have required property 'upvotes'",
    );
  });
});

describe('the mocks answer only what the server would', () => {
  const scenarios = Object.entries(groups).flatMap(([group, scenarioSet]) =>
    Object.entries(scenarioSet)
      // Scenarios that need arguments are built by stories from these same answers.
      .filter(([, make]) => make.length === 0)
      .map(([name, make]) => ({
        name: `${group}.${name}`,
        make: make as () => RequestHandler[],
        // The loading scenarios answer some calls never (respond.ts `hang`).
        hangs: name === 'loading',
      })),
  );

  it.each(scenarios)('$name', async ({ name, make, hangs }) => {
    const { errors } = await driveMocks(make(), { hangs });
    // One line per kind of drift: list indices folded, repeats dropped. None is allowed.
    const kinds = [...new Set(errors.map((error) => error.replace(/\/\d+(?=\/| )/g, '/*')))].sort();
    expect(kinds, name).toEqual([]);
  });

  it('drives every group, and most of their answers are checked', async () => {
    let checked = 0;
    for (const { make, hangs } of scenarios) checked += (await driveMocks(make(), { hangs })).checked;
    expect(new Set(scenarios.map(({ name }) => name.split('.')[0]))).toEqual(new Set(Object.keys(groups)));
    expect(checked).toBeGreaterThan(scenarios.length);
  }, 60_000);
});

describe('every client call is exercised against the real server', () => {
  it('the table lists every call of the client, and nothing else', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(createApiClient()).sort());
  });

  it.each(Object.entries(calls))('%s: its real-server test calls it', (name, { server: file }) => {
    const path = `${repoRoot}${file}`;
    expect(existsSync(path), file).toBe(true);
    expect(readFileSync(path, 'utf8')).toMatch(new RegExp(`\\b\\w*[aA]pi\\.${name}\\(`));
  });
});
