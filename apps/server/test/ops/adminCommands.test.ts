// `pnpm admin desativar`, `reativar` and `ativacao`, run as the running server's control socket runs
// them (its database, outbox and session store): a deactivated resident is out at once, sessions
// cached by the server and open live connections included, and nothing mailed lets them back in (an
// activation link, a password reset, old or new); only `reativar` does. Both are in the open record.
import { apiPaths } from '@vizinhos/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createToken } from '../../src/auth/createToken.ts';
import { createSession, sessionCookieName } from '../../src/auth/sessions.ts';
import { mailTokens, moderationLog, pushSubscriptions } from '../../src/db/schema.ts';
import type { Mail } from '../../src/mail/outbox.ts';
import { runAdmin } from '../../src/ops/admin.ts';
import { subscribeToArea } from '../support/liveSubscriber.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let irene: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  irene = await server.createMember({ username: 'irene' });
});
afterAll(() => server?.close());

/** As the running server's control socket runs a command: then its cache of reads is emptied. */
async function admin(args: string[]) {
  try {
    return await runAdmin(
      {
        db: server.db,
        outbox: { send: async (mail: Mail) => void server.outbox.push(mail), sent: server.outbox },
        linkOrigin: 'http://vizinhos.test',
        sessions: server.sessions,
      },
      args,
    );
  } finally {
    await server.reads.clear();
  }
}

const me = (cookie: string) => server.app.inject({ method: 'GET', url: apiPaths.me, headers: { cookie } });
const signIn = (user: string, password: string) =>
  server.app.inject({ method: 'POST', url: apiPaths.signIn, payload: { user, password } });
const open = (link: string, cookie?: string) => {
  const url = new URL(link, 'http://vizinhos.test');
  return server.app.inject({
    method: 'GET',
    url: url.pathname + url.search,
    ...(cookie ? { headers: { cookie } } : {}),
  });
};

/** Asks for a reset link as the login page does; the mail, when one was sent, is the last one. */
async function forgotPassword(email: string) {
  const sentBefore = server.outbox.length;
  const answer = await server.app.inject({
    method: 'POST',
    url: apiPaths.forgotPassword,
    payload: { email },
  });
  await server.settled();
  const mail = server.outbox.length > sentBefore ? server.outbox.at(-1) : undefined;
  const token = mail
    ? (new URL(mail.link ?? 'http://x').searchParams.get('reset_password_token') ?? '')
    : null;
  return { answer, token };
}
const reset = (token: string, password: string) =>
  server.app.inject({
    method: 'PATCH',
    url: apiPaths.password,
    payload: { user: { reset_password_token: token, password, password_confirmation: password } },
  });

describe('pnpm admin desativar and reativar', () => {
  let feedPath = '';
  let oldResetToken = '';

  it('deactivates: the cached session, the live connection and the next sign-in all refused', async () => {
    const cookie = await server.login('irene');
    // Checked once, so the server now trusts this session from its cache.
    expect((await me(cookie)).statusCode).toBe(200);
    // The feed's address is shown once, when it is made.
    const feed = await server.app.inject({ method: 'POST', url: apiPaths.calendarFeed, headers: { cookie } });
    feedPath = new URL(feed.json<{ url: string }>().url).pathname;
    expect((await open(feedPath)).statusCode).toBe(200);
    await server.db.insert(pushSubscriptions).values({
      id: 'push-irene',
      userId: irene.id,
      endpoint: 'https://push.example/irene',
      p256dh: 'x',
      auth: 'y',
    });
    // A reset link mailed before the deactivation, kept to try afterwards.
    oldResetToken = (await forgotPassword('irene@teste.example')).token ?? '';
    expect(oldResetToken).not.toBe('');
    const live = await subscribeToArea(server.url, cookie, irene.areaId);

    expect(await admin(['desativar', 'irene'])).toBe(
      'irene desativado: as sessões foram encerradas e a conta não entra mais (até `reativar`).',
    );
    expect((await me(cookie)).statusCode).toBe(401);
    await live.closed;
    const refused = await signIn('irene', irene.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      error: 'Esta conta foi desativada pela administração do Vizinhos.',
      code: 'account_deactivated',
    });
    // What reaches a resident without a session: the calendar feed's address and their pushes.
    expect((await open(feedPath)).statusCode).toBe(404);
    expect(
      await server.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, irene.id)),
    ).toEqual([]);
    await expect(admin(['desativar', 'irene'])).rejects.toThrow('irene já está desativado.');
  });

  it('a session a sign-in opened just as the deactivation landed is refused too', async () => {
    // The sign-in checked the account before the deactivation and wrote its session after it.
    const token = await createSession(server.db, irene.id, new Date());
    expect((await me(`${sessionCookieName}=${token}`)).statusCode).toBe(401);
  });

  it('a reset link, mailed before or asked for after, never opens a deactivated account', async () => {
    expect((await reset(oldResetToken, 'senha-nova-1')).statusCode).toBe(422);
    // Answered as for any address, so an anonymous asker learns nothing; no mail goes out.
    const asked = await forgotPassword('irene@teste.example');
    expect(asked.answer.statusCode).toBe(200);
    expect(asked.answer.json()).toEqual({ ok: true });
    expect(asked.token).toBeNull();
    expect((await signIn('irene', 'senha-nova-1')).statusCode).toBe(401);
    expect((await signIn('irene', irene.password)).statusCode).toBe(403);
  });

  it('a reset link spent after the deactivation changes nothing, even one the store still held', async () => {
    // The link of a reset asked before the deactivation but used after it (a race with the mail):
    // made directly, as the deactivation voids the stored ones.
    const { token, hash } = createToken();
    await server.db.insert(mailTokens).values({
      tokenHash: hash,
      userId: irene.id,
      purpose: 'reset',
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect((await reset(token, 'senha-nova-2')).statusCode).toBe(422);
    expect((await signIn('irene', 'senha-nova-2')).statusCode).toBe(401);
  });

  it('an activation link does not lift a deactivation, and `ativacao` says to use `reativar`', async () => {
    const { token, hash } = createToken();
    await server.db.insert(mailTokens).values({
      tokenHash: hash,
      userId: irene.id,
      purpose: 'activation',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const opened = await server.app.inject({
      method: 'GET',
      url: `${apiPaths.activation}?token=${token}`,
      headers: { accept: 'application/json' },
    });
    expect(opened.statusCode).toBe(400);
    expect((await signIn('irene', irene.password)).statusCode).toBe(403);
    await expect(admin(['ativacao', 'irene'])).rejects.toThrow(
      'irene está desativado; use `reativar` para desfazer a desativação.',
    );
  });

  it('reativar lets the resident in again with their password, and both actions are in the record', async () => {
    expect(await admin(['reativar', 'irene'])).toBe(
      'irene reativado: a conta entra de novo com a senha de antes.',
    );
    expect((await me(await server.login('irene'))).statusCode).toBe(200);
    await expect(admin(['reativar', 'irene'])).rejects.toThrow('irene não está desativado.');
    const entries = await server.db
      .select({ action: moderationLog.action, actorId: moderationLog.actorId, areaId: moderationLog.areaId })
      .from(moderationLog)
      .where(eq(moderationLog.targetUserId, irene.id))
      .orderBy(moderationLog.createdAt);
    expect(entries).toEqual([
      { action: 'deactivate', actorId: null, areaId: irene.areaId },
      { action: 'reactivate', actorId: null, areaId: irene.areaId },
    ]);
  });

  it('keeps a pending account pending through a deactivation and back', async () => {
    const pending = await server.createMember({ username: 'pendente', activated: false });
    await admin(['desativar', 'pendente']);
    await admin(['reativar', 'pendente']);
    const answer = await signIn('pendente', pending.password);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: 'account_cancelled' });
  });
});

describe('a deactivated resident in the members directory', () => {
  it('is no longer listed nor found by name, and is listed again after reativar', async () => {
    const listed = await server.createMember({ username: 'listada' });
    const neighbour = await server.login((await server.createMember({ username: 'vizinho.lista' })).username);
    const names = async (q?: string) => {
      const answer = await server.app.inject({
        method: 'GET',
        url: q ? `${apiPaths.usersSearch}?q=${q}` : apiPaths.users,
        headers: { cookie: neighbour },
      });
      expect(answer.statusCode).toBe(200);
      return (answer.json() as { users: { username: string }[] }).users.map((user) => user.username);
    };
    expect(await names()).toContain(listed.username);
    await admin(['desativar', listed.username]);
    expect(await names()).not.toContain(listed.username);
    expect(await names('listada')).toEqual([]);
    await admin(['reativar', listed.username]);
    expect(await names('listada')).toEqual([listed.username]);
  });
});

describe('pnpm admin ativacao', () => {
  it('sends a new activation link that activates a pending account', async () => {
    const pending = await server.createMember({ username: 'nova', activated: false });
    const sentBefore = server.outbox.length;
    expect(await admin(['ativacao', 'nova@teste.example'])).toBe(
      'Link de ativação enviado para nova@teste.example.',
    );
    const mail = server.outbox.at(-1);
    expect(server.outbox.length).toBe(sentBefore + 1);
    expect(mail?.to).toBe('nova@teste.example');
    const link = new URL(mail?.link ?? '');
    expect(link.origin).toBe('http://vizinhos.test');
    expect((await open(mail?.link ?? '')).statusCode).toBeLessThan(400);
    expect((await me(await server.login('nova', pending.password))).statusCode).toBe(200);
  });
});
