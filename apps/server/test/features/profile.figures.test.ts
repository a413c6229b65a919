import { apiPaths, userPath } from '@vizinhos/api';
import { influencePoints } from '@vizinhos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createId } from '../../src/auth/createToken.ts';
import { comments, commentVotes, posts, postVotes } from '../../src/db/schema.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';

// The profile's figures from real rows (spec: Entities and their fields: post_count, comment_count,
// average_objectivity, points, activity): Maria's posts, comments, the votes and replies she got.

let server: TestServer;
let maria: TestMember;
let joao: TestMember;
let ana: TestMember;
let cookie: string;
const at = (minute: number) => new Date(Date.UTC(2025, 4, 1, 12, minute));

async function post(author: TestMember, title: string, score: number | null, minute: number) {
  const id = createId();
  await server.db.insert(posts).values({
    id,
    areaId: author.areaId,
    authorId: author.id,
    title,
    category: 'Geral',
    objectivityScore: score,
    createdAt: at(minute),
  });
  return id;
}

async function comment(author: TestMember, postId: string, minute: number, parentId: string | null = null) {
  const id = createId();
  await server.db.insert(comments).values({
    id,
    postId,
    parentId,
    authorId: author.id,
    text: `Comentário ${minute}`,
    createdAt: at(minute),
  });
  return id;
}

const votePost = (voter: TestMember, postId: string, direction: 'up' | 'down') =>
  server.db.insert(postVotes).values({ postId, userId: voter.id, direction });
const voteComment = (voter: TestMember, commentId: string, direction: 'up' | 'down') =>
  server.db.insert(commentVotes).values({ commentId, userId: voter.id, direction });

beforeAll(async () => {
  server = await startTestServer({ listen: false });
  maria = await server.createMember({ username: 'maria' });
  joao = await server.createMember({ username: 'joao' });
  ana = await server.createMember({ username: 'ana' });
  cookie = await server.login('joao');

  const factual = await post(maria, 'Buraco na Rua das Flores', 90, 1);
  const opinion = await post(maria, 'A praça está horrível', 60, 2);
  await post(maria, 'Enquete da feira', null, 3);
  const joaos = await post(joao, 'Feira de trocas no sábado', 80, 4);
  // Upvotes from others count; Maria's own vote does not.
  await votePost(joao, factual, 'up');
  await votePost(ana, factual, 'up');
  await votePost(maria, factual, 'up');
  await votePost(joao, opinion, 'down');
  // C1: answered by João (+1), upvoted by João (+1) and by Maria herself (0).
  const answered = await comment(maria, joaos, 5);
  await comment(joao, joaos, 6, answered);
  await voteComment(joao, answered, 'up');
  await voteComment(maria, answered, 'up');
  // C2: Maria answers herself: not "answered".
  const selfAnswered = await comment(maria, joaos, 7);
  await comment(maria, joaos, 8, selfAnswered);
  // C3: deleted, with an upvote and a reply: earns nothing and is not counted.
  const deleted = await comment(maria, joaos, 9);
  await server.db
    .update(comments)
    .set({ deletedAt: at(10), text: '' })
    .where(eq(comments.id, deleted));
  await voteComment(ana, deleted, 'up');
  await comment(ana, joaos, 11, deleted);
  // C4: upvoted by Ana (+1).
  const liked = await comment(maria, joaos, 12);
  await voteComment(ana, liked, 'up');
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { cookie } });
const allFlags = 'include_area=true&include_counts=true&include_activity=true&include_objectivity=true';

describe("GET users/{id}: a member's figures from the real tables", () => {
  it('counts posts and kept comments, and averages the posts’ objectivity', async () => {
    const user = (await get(`${userPath(maria.id)}?${allFlags}`)).json().users;
    expect(user).toMatchObject({ post_count: 3, comment_count: 4, average_objectivity: 75 });
  });

  it('points follow the written rule: +4 upvotes, -1 downvote, +2 one objective post, +1 one answered comment', async () => {
    const user = (await get(`${userPath(maria.id)}?${allFlags}`)).json().users;
    expect(user.influence).toEqual({
      upvotes_received: 4,
      downvotes_received: 1,
      objective_posts: 1,
      answered_comments: 1,
    });
    expect(user.points).toBe(6);
    expect(
      influencePoints({ upvotesReceived: 4, downvotesReceived: 1, objectivePosts: 1, answeredComments: 1 }),
    ).toBe(user.points);
  });

  it('the same points show in the directory and without figures', async () => {
    const list = (await get(`${apiPaths.users}?per_page=100`)).json().users as {
      id: string;
      points: number;
    }[];
    expect(list.find((member) => member.id === maria.id)?.points).toBe(6);
    expect(list.find((member) => member.id === joao.id)?.points).toBe(2);
    expect((await get(userPath(maria.id))).json().users.points).toBe(6);
  });

  it('GET users/me counts the points by the same rule with its figures, and leaves them out without', async () => {
    const asMaria = await server.login('maria');
    const me = (url: string) => server.app.inject({ method: 'GET', url, headers: { cookie: asMaria } });
    expect((await me(`${apiPaths.me}?include_counts=true`)).json().users.points).toBe(6);
    expect((await me(apiPaths.me)).json().users).not.toHaveProperty('points');
  });

  it('recent activity: posts and kept comments together, newest first, at most 10', async () => {
    const { activity } = (await get(`${userPath(maria.id)}?include_activity=true`)).json().users as {
      activity: { activity_type: string; title: string; comment?: { text: string } }[];
    };
    expect(activity.map((item) => item.activity_type)).toEqual([
      'comment',
      'comment',
      'comment',
      'comment',
      'post',
      'post',
      'post',
    ]);
    expect(activity[0]).toMatchObject({
      title: 'Feira de trocas no sábado',
      comment: { text: 'Comentário 12' },
    });
    expect(activity.at(-1)?.title).toBe('Buraco na Rua das Flores');
  });

  it('without posts: no objectivity, and a reply to a deleted comment still counts as hers', async () => {
    const user = (await get(`${userPath(ana.id)}?${allFlags}`)).json().users;
    expect(user).toMatchObject({ post_count: 0, comment_count: 1, average_objectivity: null, points: 0 });
  });
});
