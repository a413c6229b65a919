import { apiPaths } from '@vizinhos/api';
import { accountsDomainTexts } from '@vizinhos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import { passwordStats } from '../../src/auth/hashPassword.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let second: BuiltApp;

beforeAll(async () => {
  server = await startTestServer({ listen: false });
  // A second instance on the same database: the reservations must hold across instances.
  second = await buildApp({ db: server.db });
});
afterAll(async () => {
  await second?.app.close();
  await server?.close();
});

// How many passwords were really checked (the costly scrypt) since `before`, whatever the answer.
const checksSince = (before: number) => passwordStats.checks - before;

const signIn = (user: string, password: string, remoteAddress: string, app = server.app) =>
  app.inject({ method: 'POST', url: apiPaths.signIn, payload: { user, password }, remoteAddress });

describe('the sign-in throttle holds under concurrency', () => {
  it('50 parallel wrong guesses are evaluated at most 5 times, and the right password in the burst is refused', async () => {
    const victim = await server.createMember({ username: 'vitima' });
    const checksBefore = passwordStats.checks;
    const burst = [
      ...Array.from({ length: 50 }, (_, index) =>
        signIn('vitima', `errada-${index}`, '10.1.0.1', index % 2 ? server.app : second.app),
      ),
      signIn('vitima', victim.password, '10.1.0.1'),
    ];
    const answers = await Promise.all(burst);
    expect(checksSince(checksBefore)).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(checksSince(checksBefore));
    const right = answers.at(-1);
    expect(right?.statusCode).toBe(429);
    expect(right?.json().error).toBe(accountsDomainTexts.tooManyAttempts);
    expect(Number(right?.headers['retry-after'])).toBeGreaterThan(0);
    expect(right?.headers['set-cookie']).toBeUndefined();
  });

  it('the owner still signs in from another address during the attack', async () => {
    const owner = await server.createMember({ username: 'dona' });
    for (let index = 0; index < 8; index += 1) await signIn('dona', 'errada', '10.2.0.1');
    expect((await signIn('dona', owner.password, '10.2.0.1')).statusCode).toBe(429);
    const fromHome = await signIn('dona', owner.password, '10.2.0.2');
    expect(fromHome.statusCode).toBe(200);
  });

  it('the username and the e-mail of one account share one count', async () => {
    await server.createMember({ username: 'dupla' });
    for (let index = 0; index < 3; index += 1) await signIn('dupla', 'errada', '10.3.0.1');
    for (let index = 0; index < 2; index += 1) await signIn('dupla@teste.example', 'errada', '10.3.0.1');
    expect((await signIn('DUPLA@teste.example', 'senha-de-teste', '10.3.0.1')).statusCode).toBe(429);
  });

  it('an address spraying many accounts is slowed as a whole, without touching other addresses', async () => {
    const owner = await server.createMember({ username: 'alheia' });
    const checksBefore = passwordStats.checks;
    for (let index = 0; index < 50; index += 1) await signIn(`ninguem${index}`, 'x', '10.4.0.1');
    expect(checksSince(checksBefore)).toBe(50);
    const next = await signIn('alheia', owner.password, '10.4.0.1');
    expect(next.statusCode).toBe(429);
    expect(checksSince(checksBefore)).toBe(50);
    expect((await signIn('alheia', owner.password, '10.4.0.2')).statusCode).toBe(200);
  });
});

describe('forgot_password is limited per address and per e-mail, the same for unknown addresses', () => {
  const forgot = (email: string, remoteAddress: string) =>
    server.app.inject({ method: 'POST', url: apiPaths.forgotPassword, payload: { email }, remoteAddress });

  it('15 requests for one account send at most 3 mails; an unknown address answers exactly alike', async () => {
    await server.createMember({ username: 'lembrada' });
    const before = server.outbox.length;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let index = 0; index < 15; index += 1) {
      known.push((await forgot('lembrada@teste.example', `10.5.0.${index}`)).statusCode);
      unknown.push((await forgot('ninguem@exemplo.com', `10.6.0.${index}`)).statusCode);
    }
    expect(server.outbox.length - before).toBe(3);
    expect(known).toEqual(unknown);
    expect(known.slice(0, 3)).toEqual([200, 200, 200]);
    expect(known.slice(3).every((status) => status === 429)).toBe(true);
    const refused = await forgot('outra@exemplo.com', '10.5.0.1');
    expect(refused.statusCode).toBe(200);
  });

  it('one address may ask for a few mails an hour in all', async () => {
    const answers = [];
    for (let index = 0; index < 12; index += 1)
      answers.push(await forgot(`pessoa${index}@exemplo.com`, '10.7.0.1'));
    expect(answers.slice(0, 10).every((answer) => answer.statusCode === 200)).toBe(true);
    const last = answers.at(-1);
    expect(last?.statusCode).toBe(429);
    expect(last?.json().error).toBe(accountsDomainTexts.tooManyAttempts);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('signup with a registered e-mail answers like a new account', () => {
  const form = (fields: Record<string, string>) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  const fields = (username: string, email: string) => ({
    username,
    first_name: 'Rita',
    last_name: 'Moura',
    email,
    password: 'segredo1',
    password_confirm: 'segredo1',
    lat: '-23.551',
    lon: '-46.631',
  });

  it('the same status and shape as a new one, nothing written, and the owner is told by mail', async () => {
    await server.createMember({ username: 'registrada' });
    const fresh = await server.app.inject({
      method: 'POST',
      url: apiPaths.users,
      ...form(fields('recem', 'recem@exemplo.com')),
    });
    const before = server.outbox.length;
    const taken = await server.app.inject({
      method: 'POST',
      url: apiPaths.users,
      ...form(fields('impostor', 'Registrada@teste.example')),
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    const shape = (value: unknown): unknown =>
      value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]))
        : typeof value;
    expect(shape(taken.json())).toEqual(shape(fresh.json()));
    expect(taken.json().users).toMatchObject({ username: 'impostor', email: 'Registrada@teste.example' });
    const mails = server.outbox.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('registrada@teste.example');
    expect(mails[0]?.text).toMatch(/Alguém tentou criar uma conta/);
    expect(mails[0]?.link).not.toMatch(/token/);
    // Nothing was created: the impostor cannot sign in, and the name is still free.
    expect((await signIn('impostor', 'segredo1', '10.8.0.1')).statusCode).toBe(401);
    const again = await server.app.inject({
      method: 'POST',
      url: apiPaths.users,
      ...form(fields('impostor', 'impostor@exemplo.com')),
    });
    expect(again.statusCode).toBe(201);
  });

  it('a taken username is still said, since the resident must choose another', async () => {
    await server.createMember({ username: 'apelido' });
    const response = await server.app.inject({
      method: 'POST',
      url: apiPaths.users,
      ...form(fields('Apelido', 'nova@exemplo.com')),
    });
    expect(response.statusCode).toBe(409);
  });
});
