// SIGTERM as every process manager sends it: the request in flight is answered, the live socket is
// told the server restarts (a STOMP ERROR, close 1012), and the process exits 0 within 10 s.

import { rmSync } from 'node:fs';
import { connect } from 'node:net';
import { apiPaths } from '@vizinhos/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../src/auth/sessions.ts';
import { requestGraceMs, stopDeadlineMs } from '../../src/ops/shutdown.ts';
import { brokerTexts } from '../../src/realtime/broker.texts.ts';
import { demoLogin } from '../../src/seed/demoMembers.ts';
import { frameIs, openRawStompClient } from '../support/rawStompClient.ts';
import { type ServerProcess, seededDataDir, startServerProcess } from '../support/serverProcess.ts';

/**
 * A sign-in in flight: its headers sent with `Expect: 100-continue`, so the server's "100 Continue"
 * proves it has taken the request in (Node answers it as it hands the request to Fastify); the body
 * follows only when `finish` is called.
 */
function signInInFlight(url: string) {
  const { hostname, port } = new URL(url);
  const body = JSON.stringify({ user: demoLogin.username, password: demoLogin.password });
  const socket = connect(Number(port), hostname);
  let answer = '';
  let taken: () => void = () => {};
  const accepted = new Promise<void>((resolve) => {
    taken = resolve;
  });
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    answer += chunk;
    if (answer.startsWith('HTTP/1.1 100 Continue')) taken();
  });
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  socket.on('connect', () => {
    socket.write(
      `POST ${apiPaths.signIn} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
  });
  return { accepted, finish: () => socket.write(body), ended };
}

describe('the graceful stop', () => {
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await seededDataDir();
    server = await startServerProcess({ DATA_DIR: dataDir });
  }, 180_000);

  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the request in flight, tells the socket, closes everything and exits 0 within 10 s', async () => {
    const signIn = await fetch(`${server.url}${apiPaths.signIn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: demoLogin.username, password: demoLogin.password }),
    });
    expect(signIn.status).toBe(200);
    const session = signIn.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${sessionCookieName}=`));
    const cookie = session?.split(';')[0] ?? '';
    const live = await openRawStompClient(`${server.url.replace('http', 'ws')}/ws`, { headers: { cookie } });
    live.send('CONNECT\naccept-version:1.2\nhost:localhost\nheart-beat:0,0\n\n\0');
    await live.waitFor(frameIs('CONNECTED'));
    const inFlight = signInInFlight(server.url);
    await inFlight.accepted;

    const stoppedAt = performance.now();
    server.child.kill('SIGTERM');
    const error = await live.waitFor(frameIs('ERROR'), stopDeadlineMs);
    expect(error.headers.find(([name]) => name === 'message')?.[1]).toBe(brokerTexts.serverRestarting);
    expect((await live.closed).code).toBe(1012);
    // The request was in flight when the signal came: it is still answered, in full.
    inFlight.finish();
    const answer = await inFlight.ended;
    expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
    expect(answer).toContain(`"username":"${demoLogin.username}"`);

    expect(await server.exited).toBe(0);
    const stopMs = performance.now() - stoppedAt;
    // Well within the deadline, and before the grace period would have cut the request.
    expect(stopMs).toBeLessThan(requestGraceMs);
    console.info(`time to stop with a request in flight and a socket open: ${Math.round(stopMs)} ms`);
    expect(server.stdout()).toMatch(/"msg":"stopped"/);
    // New connections are refused once it has stopped.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  }, 60_000);
});
