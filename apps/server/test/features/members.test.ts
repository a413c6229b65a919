import { apiPaths, userPath } from '@vizinhos/api';
import { accountsDomainTexts } from '@vizinhos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { membersServerTexts } from '../../src/features/members/members.texts.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let cookie: string;
let me: TestMember;
let neighbour: TestMember;
let stranger: TestMember;

beforeAll(async () => {
  server = await startTestServer({ listen: false });
  me = await server.createMember({ username: 'maria', role: 'Fundador' });
  neighbour = await server.createMember({ username: 'joao_silva' });
  for (let index = 0; index < 23; index += 1)
    await server.createMember({ username: `vizinho${String(index).padStart(2, '0')}` });
  await server.createMember({ username: 'inativo', activated: false });
  stranger = await server.createMember({ username: 'forasteiro', areaName: 'Copacabana' });
  cookie = await server.login('maria');
});
afterAll(() => server.close());

const get = (url: string, withCookie = true) =>
  server.app.inject({ method: 'GET', url, ...(withCookie ? { headers: { cookie } } : {}) });

describe("GET users: members of one's own area, 20 a page (spec: Calls, Business constants and limits)", () => {
  it('pages by 20 with meta.total_count, only activated members of the area', async () => {
    const first = await get(`${apiPaths.users}?page=1&per_page=20&area_id=${me.areaId}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().users).toHaveLength(20);
    expect(first.json().meta.total_count).toBe(25);
    const second = await get(`${apiPaths.users}?page=2&per_page=20`);
    expect(second.json().users).toHaveLength(5);
    const names = [...first.json().users, ...second.json().users].map(
      (user: { username: string }) => user.username,
    );
    expect(new Set(names).size).toBe(25);
    expect(names).not.toContain('inativo');
    expect(names).not.toContain('forasteiro');
  });

  it("only one's own record carries e-mail and stomp key", async () => {
    const users = (await get(`${apiPaths.users}?per_page=100`)).json().users as {
      username: string;
      email?: string;
      stomp_key?: string;
    }[];
    const own = users.find((user) => user.username === 'maria');
    const other = users.find((user) => user.username === 'joao_silva');
    expect(own?.stomp_key).toBe(me.stompKey);
    expect(other?.email).toBeUndefined();
    expect(other?.stomp_key).toBeUndefined();
  });

  it('a page past the end is empty and still counts everyone (spec: States and transitions: a short page ends the list)', async () => {
    const beyond = await get(`${apiPaths.users}?page=3&per_page=20`);
    expect(beyond.json()).toEqual({ users: [], meta: { total_count: 25 } });
  });

  it("refuses another area's list with 403", async () => {
    const response = await get(`${apiPaths.users}?area_id=${stranger.areaId}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(membersServerTexts.otherArea);
  });

  it('401 when not signed in', async () => {
    expect((await get(apiPaths.users, false)).statusCode).toBe(401);
  });

  it.each([['page=0'], ['per_page=101'], ['page=abc']])('400 in Portuguese for %s', async (query) => {
    const response = await get(`${apiPaths.users}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^O campo "(página|itens por página)" é inválido\.$/);
  });
});

describe('GET users/search (spec: Validation rules: trimmed; empty lists all)', () => {
  it.each([
    ['joao', ['joao_silva']],
    ['  JOAO  ', ['joao_silva']],
    ['vizinho1', Array.from({ length: 10 }, (_, index) => `vizinho1${index}`)],
    ['%', []],
    ['_', ['joao_silva']],
    ['forasteiro', []],
  ])('q=%j finds %j', async (q, expected) => {
    const response = await get(`${apiPaths.usersSearch}?q=${encodeURIComponent(q)}&page=1&per_page=20`);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .users.map((user: { username: string }) => user.username)
        .sort(),
    ).toEqual(expected);
    expect(response.json().meta.total_count).toBe(expected.length);
  });

  it('empty text lists everyone', async () => {
    expect((await get(`${apiPaths.usersSearch}?q=%20`)).json().meta.total_count).toBe(25);
  });

  it('refuses another area and anonymous callers', async () => {
    expect((await get(`${apiPaths.usersSearch}?q=a&area_id=${stranger.areaId}`)).statusCode).toBe(403);
    expect((await get(`${apiPaths.usersSearch}?q=a`, false)).statusCode).toBe(401);
  });
});

describe('GET users/search finds names with or without accents', () => {
  beforeAll(async () => {
    await server.db
      .update(users)
      .set({ firstName: 'João', lastName: 'da Silva' })
      .where(eq(users.id, neighbour.id));
    await server.db.update(users).set({ lastName: 'Conceição' }).where(eq(users.id, me.id));
  });

  it.each([
    ['joão', ['joao_silva']],
    ['JOÃO', ['joao_silva']],
    ['joao da silva', ['joao_silva']],
    ['conceicao', ['maria']],
    ['Conceição', ['maria']],
    ['CONCEIÇÃO', ['maria']],
  ])('q=%j finds %j', async (q, expected) => {
    const response = await get(`${apiPaths.usersSearch}?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().users.map((user: { username: string }) => user.username)).toEqual(expected);
    expect(response.json().meta.total_count).toBe(expected.length);
  });
});

describe('GET users/{id} with include flags (spec: Calls)', () => {
  it('shows a neighbour with counts, activity and objectivity when asked', async () => {
    const response = await get(
      `${userPath(neighbour.id)}?include_area=true&include_counts=true&include_activity=true&include_objectivity=true`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().users).toMatchObject({
      username: 'joao_silva',
      post_count: 0,
      comment_count: 0,
      activity: [],
      average_objectivity: null,
    });
    expect(response.json().users.email).toBeUndefined();
  });

  it('without flags, no figures', async () => {
    const user = (await get(userPath(neighbour.id))).json().users;
    expect(user.post_count).toBeUndefined();
  });

  it.each([
    [
      "another area's member → the same 404 as an unknown id",
      () => userPath(stranger.id),
      404,
      accountsDomainTexts.userNotFound,
    ],
    [
      'unknown id → 404 "Usuário não encontrado" (spec: Error catalogue)',
      () => userPath('aaaaaaaaaaaaaaaaaaaaaaaa'),
      404,
      accountsDomainTexts.userNotFound,
    ],
    ['malformed id → 404', () => userPath('não-é-id'), 404, accountsDomainTexts.userNotFound],
  ])('%s', async (_name, path, status, text) => {
    const response = await get(path());
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toBe(text);
  });

  it('401 when not signed in', async () => {
    expect((await get(userPath(neighbour.id), false)).statusCode).toBe(401);
  });
});
