import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { apiPaths } from '@vizinhos/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import { httpError } from '../../src/http/httpError.ts';
import type { BusMessage } from '../../src/realtime/bus.ts';
import type { BusOpener } from '../../src/realtime/index.ts';
import { call, createPost } from '../features/postsHelpers.ts';
import { createMemoryHub } from '../support/memoryHub.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

// The steps after a write (emptying the read cache, live messages, notifications) and the work
// started after an answer are named plugins registered in app.ts, used the same way by every feature.

/** Called with every live message (not the instances' own internal ones) as it enters the bus. */
let onLiveMessage: ((message: BusMessage) => Promise<void>) | null = null;
const hub = createMemoryHub();
const watchedHub: BusOpener = async (deliver, onFailure) => {
  const bus = await hub(deliver, onFailure);
  return {
    ...bus,
    publish: async (message) => {
      if (onLiveMessage && !message.destination.startsWith('/internal')) await onLiveMessage(message);
      await bus.publish(message);
    },
  };
};

let server: TestServer;
let bare: BuiltApp;
/** What the steps of the bare app's test routes did, in order. */
const done: string[] = [];

beforeAll(async () => {
  server = await startTestServer({ openBus: watchedHub });
  // A second app on the same database, with routes of its own that queue steps and then fail or not.
  bare = await buildApp({ db: server.db, openBus: createMemoryHub() });
  bare.app.post('/teste/depois', async (request) => {
    request.afterCommit({ kind: 'first', run: async () => void done.push('first') });
    request.afterCommit({
      kind: 'failing',
      run: async () => {
        throw new Error('barramento fora do ar');
      },
    });
    request.afterCommit({ kind: 'second', run: async () => void done.push('second') });
    return { done: [...done] };
  });
  bare.app.post('/teste/desfeito', async (request) => {
    await server.db.transaction(async () => {
      request.afterCommit({ kind: 'rolled back', run: async () => void done.push('rolled back') });
      throw httpError(409, 'Já foi desfeito.');
    });
    return { ok: true };
  });
  await bare.app.ready();
});
afterAll(async () => {
  await bare?.app.close();
  await server?.close();
});

describe('the after-commit steps are named plugins, used the same way by every feature', () => {
  it('app.ts registers readCacheClearing, afterCommit, notificationDelivery and afterAnswer', () => {
    for (const name of ['readCacheClearing', 'afterCommit', 'notificationDelivery', 'afterAnswer'])
      expect(server.app.hasPlugin(name), name).toBe(true);
    expect(server.app.hasPlugin('noSuchPlugin')).toBe(false);
  });

  it('no feature adds its own onSend hook, awaits a live message in its handler or publishes outside its events', async () => {
    const root = join(import.meta.dirname, '../../src/features');
    const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(50);
    const offences: string[] = [];
    for (const file of files) {
      const text = await readFile(join(root, file), 'utf8');
      if (/addHook\(\s*'onSend'/.test(text)) offences.push(`${file}: onSend hook`);
      if (/await\s+events\.\w+\(/.test(text)) offences.push(`${file}: awaits a live message`);
      const publishes = /\blive\s*\.\s*publish/.test(text);
      if (publishes && !/(^|\/)(events|deliverNotifications)\.ts$/.test(file))
        offences.push(`${file}: publishes outside its events`);
    }
    expect(offences).toEqual([]);
  });

  it('queued steps run in order after the handler, before the answer; a failing one is logged, not answered', async () => {
    done.length = 0;
    const answer = await bare.app.inject({ method: 'POST', url: '/teste/depois' });
    expect(answer.statusCode).toBe(200);
    // The handler answered before its steps ran; they ran before the answer left.
    expect(answer.json()).toEqual({ done: [] });
    expect(done).toEqual(['first', 'second']);
  });

  it('a handler whose transaction rolled back runs none of the steps it queued', async () => {
    done.length = 0;
    const answer = await bare.app.inject({ method: 'POST', url: '/teste/desfeito' });
    expect(answer.statusCode).toBe(409);
    expect(done).toEqual([]);
  });

  it('a live message leaves after the read cache was emptied and before the answer', async () => {
    const ana = await server.createMember({ username: 'ana_depois' });
    const bia = await server.createMember({ username: 'bia_depois' });
    const anaCookie = await server.login(ana.username);
    const biaCookie = await server.login(bia.username);
    const timeline = `${apiPaths.posts}?page=1`;
    const titles = async () => {
      const answer = await call(server, biaCookie, 'GET', timeline);
      expect(answer.status).toBe(200);
      return (answer.body.posts as { title: string }[]).map((post) => post.title);
    };
    // Bia's timeline is read, so cached, before Ana writes.
    expect(await titles()).toEqual([]);
    let answered = false;
    const seen: { type: string; answered: boolean; titles: string[] }[] = [];
    onLiveMessage = async (message) => {
      const { type } = JSON.parse(Buffer.from(message.body).toString('utf8'));
      // What a reader who heard the message and read again at once would be answered.
      seen.push({ type, answered, titles: await titles() });
    };
    try {
      const created = await createPost(server, anaCookie, 'Mutirão na praça');
      answered = true;
      expect(created.status).toBe(201);
    } finally {
      onLiveMessage = null;
    }
    expect(seen).toEqual([{ type: 'post', answered: false, titles: ['Mutirão na praça'] }]);
  });
});
