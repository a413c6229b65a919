// The transport every feature's calls share: one fetch with the session cookie, the query string,
// and the result type. Which text a failure shows is decided in errors.ts, not here: the client
// gives the transport the wordings of its calls.
import type { Answer, ApiResult } from './answer.ts';
import type { ApiCall } from './errors.ts';
import { type FailedAnswer, type FailureKind, failureWith, named, type Wording } from './wording.ts';

export type { Answer, ApiResult } from './answer.ts';

/** Prefix of every HTTP call. */
export const apiPrefix = '/api/v1';

/**
 * Options of the client: base URL (same origin by default), a fetch to use, and the waits between a
 * write's tries (`retryDelaysMs`, before the second and the third; jitter added).
 */
export type ApiClientOptions = { baseUrl?: string; fetch?: typeof fetch; retryDelaysMs?: readonly number[] };

/** The waits before a write's second and third tries when the server gave no Retry-After. */
const defaultRetryDelaysMs = [500, 1_500];
/** The longest Retry-After a try waits for; a longer one is answered as it is. */
const maxRetryAfterMs = 5_000;
const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A key per write, the same for each of its tries: a UUID where the browser makes one (a secure
 * page), else 16 random bytes in hex (crypto.getRandomValues works on any page).
 */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** Waits `ms` give or take a fifth, so the phones that lost one answer do not all try again at once. */
const pause = (ms: number) =>
  ms <= 0
    ? Promise.resolve()
    : new Promise((resolve) => setTimeout(resolve, ms * (0.8 + Math.random() * 0.4)));

/** `Retry-After` in ms when it is seconds and short enough to wait for; else undefined. */
function retryAfterMs(answer: Answer): number | undefined {
  const seconds = Number(answer.retryAfter);
  return answer.retryAfter && Number.isFinite(seconds) && seconds * 1000 <= maxRetryAfterMs
    ? seconds * 1000
    : undefined;
}

/** The error body of every refused call. */
export type ErrorBody = { error: string; code?: string };
/** A plain acknowledgement. */
export type OkAnswer = { ok: true };

/**
 * A write's own Idempotency-Key, for a write kept to be sent later (the outbox): the same on every
 * try, after a reload too, so the server writes it once however often it is sent.
 */
export type WriteOptions = { idempotencyKey?: string };

/** Sends one request; null when the network failed. */
type Send = (
  method: string,
  path: string,
  body?: BodyInit,
  json?: unknown,
  options?: WriteOptions,
) => Promise<Answer | null>;

/** The transport handed to every feature's calls, with the two call shapes they share. */
export type Http = {
  send: Send;
  /** A call whose answer is the value as sent. */
  read<T>(
    method: string,
    path: string,
    call: ApiCall,
    body?: BodyInit,
    json?: unknown,
    options?: WriteOptions,
  ): Promise<ApiResult<T>>;
  /** The failed result of `call` (its wording, from the client's table). */
  fail(call: ApiCall, answer: FailedAnswer, kind?: FailureKind): { ok: false; status: number; error: string };
  /** A call whose answer only matters by its status. */
  acknowledge(
    method: string,
    path: string,
    call: ApiCall,
    body?: BodyInit,
    json?: unknown,
    options?: WriteOptions,
  ): Promise<ApiResult<true>>;
};

/** `?key=value&...` of the defined params, or '' when none is. */
export function query(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** A call the table does not word (none, when the client is whole): what failed, unnamed. */
const unworded = named('concluir a ação');

/**
 * The transport for one client; every call sends the session cookie. `wordings`: how its calls'
 * failures read, by call name (errors.ts).
 */
export function createHttp(
  { baseUrl = '', fetch: fetcher, retryDelaysMs = defaultRetryDelaysMs }: ApiClientOptions = {},
  wordings: Partial<Record<ApiCall, Wording>> = {},
  unkeyedWrites: ReadonlySet<string> = new Set(),
): Http {
  const fail: Http['fail'] = (call, answer, kind) => failureWith(wordings[call] ?? unworded, answer, kind);
  const sendOnce = async (
    method: string,
    path: string,
    body: BodyInit | undefined,
    json: unknown,
    key: string | undefined,
  ): Promise<Answer | null> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (key) headers['Idempotency-Key'] = key;
    let payload = body;
    if (json !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(json);
    }
    try {
      // Looked up per call, so that a fetch patched later (MSW, polyfills) is the one used.
      const response = await (fetcher ?? globalThis.fetch)(`${baseUrl}${path}`, {
        method,
        credentials: 'include',
        headers,
        ...(payload === undefined ? {} : { body: payload }),
      });
      const retryAfter = response.headers.get('Retry-After');
      return {
        status: response.status,
        ok: response.ok,
        body: parse(await response.text()),
        ...(retryAfter === null ? {} : { retryAfter }),
      };
    } catch {
      return null;
    }
  };

  /**
   * One try for a read. A write of the signed-in app carries an Idempotency-Key, the same on each
   * try, so the server writes it once however many tries reach it: tried again when its answer was
   * lost (no answer, or a proxy's 502 or 504: the request may or may not have arrived), when the server says it is still
   * handling it (409) or is overloaded (503) with a short Retry-After; never after any other
   * answer. The writes the server does not key (signing in or up, the mailed links' forms) are
   * not tried again, since a second try could do them twice.
   */
  const send: Send = async (method, path, body, json, options) => {
    if (readMethods.has(method)) return sendOnce(method, path, body, json, undefined);
    const keyed = !unkeyedWrites.has(path.split('?')[0] ?? path);
    const key = keyed ? (options?.idempotencyKey ?? newIdempotencyKey()) : undefined;
    const waitBefore = (answer: Answer | null, attempt: number): number | undefined => {
      if (!keyed || attempt >= retryDelaysMs.length) return undefined;
      // No answer, or the proxy's word that the instance gave none (502, 504): it may have arrived.
      if (answer === null || answer.status === 502 || answer.status === 504) return retryDelaysMs[attempt];
      // Only the server's own "not yet" carries a Retry-After with these (a reused message id's 409 does not).
      if (answer.status === 409 || answer.status === 503) return retryAfterMs(answer);
      return undefined;
    };
    for (let attempt = 0; ; attempt++) {
      const answer = await sendOnce(method, path, body, json, key);
      const wait = waitBefore(answer, attempt);
      if (wait === undefined) return answer;
      await pause(wait);
    }
  };

  return {
    send,
    fail,
    async read<T>(
      method: string,
      path: string,
      call: ApiCall,
      body?: BodyInit,
      json?: unknown,
      options?: WriteOptions,
    ) {
      const answer = await send(method, path, body, json, options);
      return answer?.ok ? { ok: true, value: answer.body as T } : fail(call, answer);
    },
    async acknowledge(method, path, call, body, json, options) {
      const answer = await send(method, path, body, json, options);
      return answer?.ok ? { ok: true, value: true } : fail(call, answer);
    },
  };
}
