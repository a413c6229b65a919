// A write's tries (http.ts): one Idempotency-Key per write, the same on every try; tried again only
// when its answer was lost or the server said "not yet" with a short Retry-After; the writes the
// server does not key (signing in, the mailed links' forms) are sent once.
import { describe, expect, it, vi } from 'vitest';
import { createHttp } from './http.ts';

/** A fetch that answers from a list (an Error thrown for a lost answer) and keeps what it was sent. */
function scripted(answers: Array<Response | Error>) {
  const sent: { method: string; url: string; key: string | null }[] = [];
  const fetcher = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    sent.push({ method: init?.method ?? 'GET', url: String(url), key: headers.get('Idempotency-Key') });
    const next = answers.shift();
    if (!next || next instanceof Error) throw next ?? new Error('no answer scripted');
    return next;
  });
  return { fetcher: fetcher as unknown as typeof fetch, sent };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const lost = () => new TypeError('Failed to fetch');
const noWait = [0, 0];

describe('a write’s tries', () => {
  it('sends one key per write, the same on the try after a lost answer', async () => {
    const { fetcher, sent } = scripted([lost(), json(201, { posts: { id: 'p1' } })]);
    const http = createHttp({ fetch: fetcher, retryDelaysMs: noWait });
    const answer = await http.send('POST', '/api/v1/posts', 'corpo');
    expect(answer).toMatchObject({ status: 201, ok: true });
    expect(sent).toHaveLength(2);
    expect(sent[0]?.key).toMatch(/^[\w-]{16,}$/);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    // The next write is another action: another key.
    const { fetcher: again, sent: next } = scripted([json(201, {})]);
    await createHttp({ fetch: again, retryDelaysMs: noWait }).send('POST', '/api/v1/posts', 'corpo');
    expect(next[0]?.key).not.toBe(sent[0]?.key);
  });

  it('takes a proxy’s 502 or 504 (the instance gave no answer) as a lost answer, with the same key', async () => {
    const { fetcher, sent } = scripted([
      json(502, { error: 'Bad Gateway' }),
      json(504, { error: 'Gateway Timeout' }),
      json(201, { posts: { id: 'p1' } }),
    ]);
    const answer = await createHttp({ fetch: fetcher, retryDelaysMs: noWait }).send(
      'POST',
      '/api/v1/posts',
      'corpo',
    );
    expect(answer).toMatchObject({ status: 201 });
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((one) => one.key)).size).toBe(1);
  });

  it('sends the key a write was given (the outbox keeps one per write, across reloads) on every try', async () => {
    const { fetcher, sent } = scripted([lost(), json(201, {})]);
    await createHttp({ fetch: fetcher, retryDelaysMs: noWait }).send(
      'POST',
      '/api/v1/posts/p1/comments',
      'c',
      undefined,
      {
        idempotencyKey: 'chave-guardada-1',
      },
    );
    expect(sent.map((one) => one.key)).toEqual(['chave-guardada-1', 'chave-guardada-1']);
  });

  it('gives up after three tries and says the network failed', async () => {
    const { fetcher, sent } = scripted([lost(), lost(), lost(), json(201, {})]);
    const answer = await createHttp({ fetch: fetcher, retryDelaysMs: noWait }).send(
      'PUT',
      '/api/v1/posts/p1/upvote',
    );
    expect(answer).toBeNull();
    expect(sent).toHaveLength(3);
  });

  it('waits for the server’s "still handling it" (409 with Retry-After) and 503, never for a refusal', async () => {
    const inFlight = json(409, { error: 'Esta ação ainda está sendo processada.' }, { 'Retry-After': '0' });
    const busy = json(503, { error: 'Servidor ocupado.' }, { 'Retry-After': '0' });
    const { fetcher, sent } = scripted([inFlight, busy, json(200, { upvotes: 1 })]);
    const answer = await createHttp({ fetch: fetcher, retryDelaysMs: noWait }).send(
      'PUT',
      '/api/v1/posts/p1/upvote',
    );
    expect(answer).toMatchObject({ status: 200 });
    expect(new Set(sent.map((one) => one.key)).size).toBe(1);

    for (const refusal of [
      json(409, { error: 'Este identificador de mensagem já foi usado em outra conversa.' }),
      json(422, { error: 'Esta chave de idempotência já foi usada em outra requisição.' }),
      json(500, { error: 'Erro interno do servidor. Tente novamente mais tarde.' }),
      json(503, { error: 'Servidor ocupado.' }, { 'Retry-After': '120' }),
    ]) {
      const once = scripted([refusal, json(200, {})]);
      const refused = await createHttp({ fetch: once.fetcher, retryDelaysMs: noWait }).send(
        'POST',
        '/api/v1/x',
      );
      expect(refused?.status).toBe(refusal.status);
      expect(once.sent).toHaveLength(1);
    }
  });

  it('sends a read and the writes the server does not key once, without a key', async () => {
    const unkeyed = new Set(['/api/v1/users/sign_in']);
    const { fetcher, sent } = scripted([lost(), lost(), json(200, {})]);
    const http = createHttp({ fetch: fetcher, retryDelaysMs: noWait }, {}, unkeyed);
    expect(
      await http.send('POST', '/api/v1/users/sign_in', undefined, { user: 'a', password: 'b' }),
    ).toBeNull();
    expect(await http.send('GET', '/api/v1/posts?page=2')).toBeNull();
    expect(sent.map((one) => one.key)).toEqual([null, null]);
  });
});
