import { apiPaths, commentFormFields, commentsPath, commentVotePath, postPath } from '@vizinhos/api';
import { analyzeObjectivity } from '@vizinhos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Mail } from '../../src/mail/outbox.ts';
import { call, postForm } from '../features/postsHelpers.ts';
import { bodyOf, nextMessage, subscribeToArea } from '../support/liveSubscriber.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

// The server decides what a client could lie about (the objectivity score), the local mailbox
// answers only requests naming this computer, and nothing a profile, a post or a live message
// carries tells one resident what another voted, answered or flagged.

let server: TestServer;
let maria: { id: string; cookie: string };
let joao: { id: string; cookie: string };
let ana: { id: string; cookie: string };
let areaId: string;

beforeAll(async () => {
  server = await startTestServer();
  const member = async (username: string) => {
    const made = await server.createMember({ username });
    areaId = made.areaId;
    return { id: made.id, cookie: await server.login(username) };
  };
  maria = await member('maria.dec');
  joao = await member('joao.dec');
  ana = await member('ana.dec');
});
afterAll(() => server.close());

describe('the server decides', () => {
  it('ignores a client objectivity score of 100 and stores its own analysis', async () => {
    const title = 'Que absurdo!!! Todo mundo sabe que o síndico é um péssimo vizinho';
    const created = await call(
      server,
      maria.cookie,
      'POST',
      apiPaths.posts,
      postForm({ title, text: 'Revoltante, horrível, sempre!!!', objectivity_score: '100' }),
    );
    expect(created.status).toBe(201);
    const expected = analyzeObjectivity(`${title}\nRevoltante, horrível, sempre!!!`).objectivity;
    expect(expected).toBeLessThan(100);
    expect(created.body.posts.objectivity_score).toBe(expected);
    const edited = await call(
      server,
      maria.cookie,
      'PUT',
      postPath(created.body.posts.id),
      postForm({ title, text: 'Revoltante, horrível, sempre!!!', objectivity_score: '100' }),
    );
    expect(edited.body.posts.objectivity_score).toBe(expected);
  });

  it('forgot_password answers before the mail is sent, the same for every e-mail', async () => {
    await server.createMember({ username: 'lenta.dec' });
    // A relay that holds every mail until released: the answer must not wait for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: Mail[] = [];
    const built = await buildApp({
      db: server.db,
      outbox: { sent, send: async (mail) => held.then(() => void sent.push(mail)) },
    });
    const ask = (email: string) =>
      Promise.race([
        built.app.inject({ method: 'POST', url: apiPaths.forgotPassword, payload: { email } }),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 3_000)),
      ]);
    const known = await ask('lenta.dec@teste.example');
    const unknown = await ask('ninguem.dec@teste.example');
    expect(known?.statusCode).toBe(200);
    expect([known?.statusCode, known?.body]).toEqual([unknown?.statusCode, unknown?.body]);
    expect(sent).toEqual([]);
    release();
    await built.settled();
    expect(sent.map((mail) => mail.to)).toEqual(['lenta.dec@teste.example']);
    await built.app.close();
  });
});

describe('no private traces', () => {
  it('a profile shows the reader’s own vote and poll answer, never the owner’s', async () => {
    const poll = await call(
      server,
      maria.cookie,
      'POST',
      apiPaths.posts,
      postForm({ title: 'Qual dia?', post_category: 'Votaçao', poll_options: ['Sábado', 'Domingo'] }),
    );
    const postId = poll.body.posts.id as string;
    const [saturday] = poll.body.posts.poll_options as { _id: { $oid: string } }[];
    const answered = await call(
      server,
      maria.cookie,
      'POST',
      `${postPath(postId)}/poll_responses/${saturday?._id.$oid}`,
    );
    expect(answered.status).toBe(200);
    expect((await call(server, maria.cookie, 'PUT', `${postPath(postId)}/upvote`)).status).toBe(200);

    const seen = await call(
      server,
      joao.cookie,
      'GET',
      `${apiPaths.users}/${maria.id}?include_activity=true`,
    );
    const item = (seen.body.users.activity as { id: string }[]).find(
      (one) => one.id === postId,
    ) as unknown as {
      myvote: unknown;
      poll_options: { is_user_response: boolean; poll_option_responses: unknown[] }[];
    };
    expect(item.myvote).toBeNull();
    expect(item.poll_options.every((option) => !option.is_user_response)).toBe(true);
    expect(JSON.stringify(seen.body.users.activity)).not.toContain(`"user_id":{"$oid":"${maria.id}"}`);
    // Her own profile still shows her own answer and vote.
    const own = await call(server, maria.cookie, 'GET', `${apiPaths.me}?include_activity=true`);
    const mine = (own.body.users.activity as { id: string }[]).find(
      (one) => one.id === postId,
    ) as unknown as {
      myvote: unknown;
      poll_options: { is_user_response: boolean }[];
    };
    expect(mine.myvote).toEqual({ direction: 'up' });
    expect(mine.poll_options[0]?.is_user_response).toBe(true);

    // The reader's own vote and answer (joao: down, Domingo) show on maria's profile, for joao only.
    const sunday = (poll.body.posts.poll_options as { _id: { $oid: string } }[])[1];
    expect((await call(server, joao.cookie, 'PUT', `${postPath(postId)}/downvote`)).status).toBe(200);
    expect(
      (await call(server, joao.cookie, 'POST', `${postPath(postId)}/poll_responses/${sunday?._id.$oid}`))
        .status,
    ).toBe(200);
    const again = await call(
      server,
      joao.cookie,
      'GET',
      `${apiPaths.users}/${maria.id}?include_activity=true`,
    );
    const his = (again.body.users.activity as { id: string }[]).find(
      (one) => one.id === postId,
    ) as unknown as { myvote: unknown; poll_options: { is_user_response: boolean }[] };
    expect(his.myvote).toEqual({ direction: 'down' });
    expect(his.poll_options.map((option) => option.is_user_response)).toEqual([false, true]);
  });

  it('who flagged a post reaches only the flagger: answers and the live post_update', async () => {
    const created = await call(
      server,
      maria.cookie,
      'POST',
      apiPaths.posts,
      postForm({ title: 'Bicicleta à venda' }),
    );
    const postId = created.body.posts.id as string;
    const form = new FormData();
    form.set(commentFormFields.text, 'Ainda disponível');
    const comment = await call(server, maria.cookie, 'POST', commentsPath(postId), form);
    expect(comment.status).toBe(201);
    const commentId = comment.body.comment.id as string;
    // João's vote on the comment must not ride along with his flag's post_update.
    const voted = await call(server, joao.cookie, 'PUT', commentVotePath(postId, commentId, 'up'));
    expect(voted.status).toBe(200);
    const watcher = await subscribeToArea(server.url, ana.cookie, areaId);
    const update = nextMessage(watcher, 'post_update', postId, (body) => (body.post as { id?: string })?.id);
    const flagged = await call(server, joao.cookie, 'PUT', `${postPath(postId)}/flag`);
    expect(flagged.body.posts).toMatchObject({ flagged: true, flagged_by: [joao.id] });
    const frame = bodyOf(await update);
    expect(frame.post.flagged).toBe(true);
    expect(frame.post.flagged_by).toEqual([]);
    expect(JSON.stringify(frame)).not.toContain('"direction"');
    expect(JSON.stringify(frame.post)).not.toContain(joao.id);
    watcher.socket.close();

    for (const reader of [maria, ana]) {
      const seen = await call(server, reader.cookie, 'GET', postPath(postId));
      expect(seen.body.posts).toMatchObject({ flagged: true, flagged_by: [] });
      expect(JSON.stringify(seen.body.posts)).not.toContain(joao.id);
    }
    const list = await call(server, maria.cookie, 'GET', `${apiPaths.posts}?include_stats=true&page=1`);
    expect(JSON.stringify(list.body.posts)).not.toContain(joao.id);
  });
});
