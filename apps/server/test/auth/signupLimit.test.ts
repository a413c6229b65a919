// Sign-ups per client address (rateRules: signupPerAddress, spec 1: Business constants and limits):
// each costs two scrypt hashes and a mail, so one address gets 5 an hour, with the server's default
// (no signupLimit given); past that a 429 in Portuguese with Retry-After, before any hash or mail,
// while another address still signs up.
import { apiPaths } from '@vizinhos/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import type { Mail } from '../../src/mail/outbox.ts';
import { signUp } from '../support/signUp.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let built: BuiltApp;
const sent: Mail[] = [];
beforeAll(async () => {
  server = await startTestServer({ listen: false });
  built = await buildApp({ db: server.db, outbox: { send: async (mail) => void sent.push(mail), sent } });
});
afterAll(async () => {
  await built?.app.close();
  await server?.close();
});

let counter = 0;
function signUpFrom(remoteAddress: string) {
  counter += 1;
  return signUp(built.app, `vizinho.${counter}`, { remoteAddress });
}

describe('sign-ups per client address', () => {
  it('a family behind one address signs up 5 members; the 6th, sent at once, gets a Portuguese 429', async () => {
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signUpFrom('198.51.100.7')));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toEqual({
      error: 'Muitos cadastros feitos desta conexão em pouco tempo. Tente de novo em 1 hora.',
    });
    const wait = Number(refused?.headers['retry-after']);
    expect(wait).toBeGreaterThan(3_000);
    expect(wait).toBeLessThanOrEqual(3_600);
    // Refused before the mail: five activation mails, not six.
    expect(sent).toHaveLength(5);
  });

  it('another address still signs up while the first waits', async () => {
    expect((await signUpFrom('198.51.100.7')).statusCode).toBe(429);
    expect((await signUpFrom('203.0.113.20')).statusCode).toBe(201);
  });

  it('a form refused for its own mistakes costs nothing of the limit', async () => {
    const address = '192.0.2.44';
    for (let i = 0; i < 6; i++) {
      const wrong = await built.app.inject({
        method: 'POST',
        url: apiPaths.users,
        remoteAddress: address,
        payload: { username: 'x', email: 'nao-e-email', password: '1', password_confirm: '2' },
      });
      expect(wrong.statusCode).toBe(422);
    }
    expect((await signUpFrom(address)).statusCode).toBe(201);
  });
});
