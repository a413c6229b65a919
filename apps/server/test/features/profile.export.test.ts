import { apiPaths } from '@vizinhos/api';
import { PROFILE_TEXTS } from '@vizinhos/domain';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createId } from '../../src/auth/createToken.ts';
import {
  comments,
  commentVotes,
  conversationParticipants,
  conversations,
  messages,
  notifications,
  pollOptions,
  pollResponses,
  postFlags,
  posts,
  postVotes,
} from '../../src/db/schema.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';

// "Baixar meus dados": GET users/me/export holds the resident's own rows of every table, and
// nobody else's.

let server: TestServer;
let maria: TestMember;
let joao: TestMember;
let cookie: string;
const ids = {
  conversation: createId(),
  mariaMessage: createId(),
  mariaNotification: createId(),
  mariaPost: createId(),
  joaoPost: createId(),
  option: createId(),
  mariaComment: createId(),
  joaoComment: createId(),
};

beforeAll(async () => {
  server = await startTestServer({ listen: false });
  maria = await server.createMember({ username: 'maria' });
  joao = await server.createMember({ username: 'joao' });
  const { db } = server;
  await db.insert(posts).values([
    {
      id: ids.mariaPost,
      areaId: maria.areaId,
      authorId: maria.id,
      title: 'Post da Maria',
      category: 'Geral',
    },
    {
      id: ids.joaoPost,
      areaId: joao.areaId,
      authorId: joao.id,
      title: 'Segredo do João',
      category: 'Votaçao',
      type: 'poll',
    },
  ]);
  await db
    .insert(pollOptions)
    .values({ id: ids.option, postId: ids.joaoPost, position: 0, label: 'Sim', responseCount: 2 });
  await db.insert(pollResponses).values([
    { postId: ids.joaoPost, optionId: ids.option, userId: maria.id },
    { postId: ids.joaoPost, optionId: ids.option, userId: joao.id },
  ]);
  await db.insert(comments).values([
    { id: ids.mariaComment, postId: ids.joaoPost, authorId: maria.id, text: 'Comentário da Maria' },
    { id: ids.joaoComment, postId: ids.mariaPost, authorId: joao.id, text: 'Resposta privada do João' },
  ]);
  await db.insert(postVotes).values([
    { postId: ids.joaoPost, userId: maria.id, direction: 'up' },
    { postId: ids.mariaPost, userId: joao.id, direction: 'down' },
  ]);
  await db.insert(commentVotes).values([
    { commentId: ids.joaoComment, userId: maria.id, direction: 'up' },
    { commentId: ids.mariaComment, userId: joao.id, direction: 'up' },
  ]);
  await db.insert(postFlags).values({ postId: ids.joaoPost, userId: maria.id });
  await db
    .insert(conversations)
    .values({ id: ids.conversation, areaId: maria.areaId, title: null, directKey: 'par' });
  await db.insert(conversationParticipants).values([
    { id: createId(), conversationId: ids.conversation, userId: maria.id, role: 'Admin' },
    { id: createId(), conversationId: ids.conversation, userId: joao.id },
  ]);
  await db.insert(messages).values([
    { id: ids.mariaMessage, conversationId: ids.conversation, senderId: maria.id, body: 'Oi, João!' },
    { id: createId(), conversationId: ids.conversation, senderId: joao.id, body: 'Mensagem só do João' },
  ]);
  await db.insert(notifications).values([
    {
      id: ids.mariaNotification,
      userId: maria.id,
      actorId: joao.id,
      kind: 'vote',
      postId: ids.mariaPost,
      direction: 'down',
    },
    { id: createId(), userId: joao.id, actorId: maria.id, kind: 'comment', postId: ids.joaoPost },
  ]);
  cookie = await server.login('maria');
  await server.login('joao');
});
afterAll(() => server.close());

const exportOf = (withCookie = true) =>
  server.app.inject({ method: 'GET', url: apiPaths.meExport, headers: withCookie ? { cookie } : {} });

describe('GET users/me/export', () => {
  it('answers JSON as an attachment', async () => {
    const response = await exportOf();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${PROFILE_TEXTS.exportFileName}"`,
    );
  });

  it("holds the resident's profile, posts, comments, votes, flags and poll answers", async () => {
    const data = (await exportOf()).json();
    expect(data.profile).toMatchObject({
      id: maria.id,
      username: 'maria',
      email: 'maria@teste.example',
      stomp_key: maria.stompKey,
    });
    expect(data.posts.map((post: { id: string }) => post.id)).toEqual([ids.mariaPost]);
    expect(data.comments.map((comment: { id: string }) => comment.id)).toEqual([ids.mariaComment]);
    expect(data.post_votes).toEqual([expect.objectContaining({ post_id: ids.joaoPost, direction: 'up' })]);
    expect(data.comment_votes).toEqual([
      expect.objectContaining({ comment_id: ids.joaoComment, direction: 'up' }),
    ]);
    expect(data.post_flags).toEqual([expect.objectContaining({ post_id: ids.joaoPost })]);
    expect(data.poll_responses).toEqual([
      expect.objectContaining({ post_id: ids.joaoPost, option_label: 'Sim' }),
    ]);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.conversations).toEqual([
      expect.objectContaining({ conversation_id: ids.conversation, direct: true, role: 'Admin' }),
    ]);
    expect(data.messages).toEqual([expect.objectContaining({ id: ids.mariaMessage, body: 'Oi, João!' })]);
    expect(data.notifications).toEqual([
      expect.objectContaining({ id: ids.mariaNotification, kind: 'vote', post_id: ids.mariaPost }),
    ]);
  });

  it("holds nobody else's data, nor the password hash or session secrets", async () => {
    const text = (await exportOf()).body;
    for (const foreign of [
      joao.email,
      joao.stompKey,
      joao.inviteCode,
      'Resposta privada do João',
      'Mensagem só do João',
      joao.id,
    ])
      expect(text).not.toContain(foreign);
    expect(text).not.toMatch(/password|scrypt|token_hash/i);
  });

  it('streams a long section in pieces that make one document, every row once and in order', async () => {
    // 400 messages of 500 characters: about 250 KB, so the section is sent in several pieces.
    const many = Array.from({ length: 400 }, (_, n) => ({
      id: `longa-${String(n).padStart(3, '0')}`,
      conversationId: ids.conversation,
      senderId: maria.id,
      body: `${n} ${'á"\\'.repeat(166)}`,
    }));
    await server.db.insert(messages).values(many);
    const response = await exportOf();
    expect(response.statusCode).toBe(200);
    const data = response.json();
    const longOnes = data.messages.filter((message: { id: string }) => message.id.startsWith('longa-'));
    expect(longOnes.map((message: { body: string }) => message.body)).toEqual(many.map((row) => row.body));
    expect(Object.keys(data)).toEqual([
      'format',
      'exported_at',
      'about',
      'profile',
      'sessions',
      'calendar_feed',
      'images',
      'posts',
      'comments',
      'post_votes',
      'comment_votes',
      'post_flags',
      'poll_responses',
      'services',
      'conversations',
      'messages',
      'notifications',
      'push_subscriptions',
      'push_preferences',
    ]);
    await server.db.delete(messages).where(like(messages.id, 'longa-%'));
  });

  it('401 when not signed in', async () => {
    expect((await exportOf(false)).statusCode).toBe(401);
  });
});
