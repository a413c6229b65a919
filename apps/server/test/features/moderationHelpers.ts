// Helpers of the moderation integration tests: one test server per file with its residents made and
// signed in, JSON calls with a resident's cookie, and a post or comment written by one of them.
import { apiPaths } from '@vizinhos/api';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';
import { call, type FormInput, postForm } from './postsHelpers.ts';

/** The file's residents: username, role and, for another area, its name. */
type Cast = [username: string, role: string, areaName?: string][];

/** The file's server, its residents and the calls the tests make as them. */
export type ModerationServer = {
  /** The running server (once `beforeAll` has run). */
  readonly server: TestServer;
  /** A resident of the cast. */
  who: (name: string) => TestMember;
  /** A resident's session cookie. */
  as: (name: string) => string;
  /** A JSON call with a resident's cookie; the body parsed (null when empty). */
  json: (
    name: string,
    method: string,
    path: string,
    body?: unknown,
  ) => Promise<{ status: number; body: Awaited<ReturnType<Response['json']>> }>;
  /** A post of the resident's (with more form fields if given); its id. */
  newPost: (name: string, title: string, fields?: FormInput) => Promise<string>;
  /** A comment of the resident's on a post; its id. */
  newComment: (name: string, postId: string, text: string) => Promise<string>;
};

/**
 * Starts the file's one test server before its tests, makes and signs in the cast, and closes the
 * server after them.
 */
export function moderationServer(cast: Cast): ModerationServer {
  let running: TestServer | undefined;
  const people: Record<string, TestMember> = {};
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    running = await startTestServer();
    for (const [username, role, areaName] of cast) {
      people[username] = await running.createMember({ username, role, ...(areaName ? { areaName } : {}) });
      cookies[username] = await running.login(username);
    }
  });
  afterAll(() => running?.close());

  const fixture: ModerationServer = {
    get server() {
      if (!running) throw new Error('the moderation test server is not started yet');
      return running;
    },
    who: (name) => people[name] as TestMember,
    as: (name) => cookies[name] ?? '',
    async json(name, method, path, body) {
      const response = await fetch(`${fixture.server.url}${path}`, {
        method,
        headers: {
          cookie: fixture.as(name),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
    async newPost(name, title, fields = {}) {
      const form = postForm({ title, text: 'Texto.', ...fields });
      const answer = await call(fixture.server, fixture.as(name), 'POST', apiPaths.posts, form);
      expect(answer.status).toBe(201);
      return answer.body.posts._id.$oid as string;
    },
    async newComment(name, postId, text) {
      const form = new URLSearchParams({ 'comment[text]': text });
      const path = `${apiPaths.posts}/${postId}/comments`;
      const answer = await call(fixture.server, fixture.as(name), 'POST', path, form);
      expect(answer.status).toBe(201);
      return answer.body.comment._id.$oid as string;
    },
  };
  return fixture;
}
