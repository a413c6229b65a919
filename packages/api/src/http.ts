// The transport every feature's calls share: one fetch with the session cookie, the query string,
// and the result type. Which text a failure shows is decided in errors.ts, not here: the client
// gives the transport the wordings of its calls.
import type { Answer, ApiResult } from './answer.ts';
import type { ApiCall } from './errors.ts';
import { type FailedAnswer, type FailureKind, failureWith, named, type Wording } from './wording.ts';

export type { Answer, ApiResult } from './answer.ts';

/** Prefix of every HTTP call. */
export const apiPrefix = '/api/v1';

/** Options of the client: base URL (same origin by default) and a fetch to use. */
export type ApiClientOptions = { baseUrl?: string; fetch?: typeof fetch };

/** The error body of every refused call. */
export type ErrorBody = { error: string; code?: string };
/** A plain acknowledgement. */
export type OkAnswer = { ok: true };

/** Sends one request; null when the network failed. */
type Send = (method: string, path: string, body?: BodyInit, json?: unknown) => Promise<Answer | null>;

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
  { baseUrl = '', fetch: fetcher }: ApiClientOptions = {},
  wordings: Partial<Record<ApiCall, Wording>> = {},
): Http {
  const fail: Http['fail'] = (call, answer, kind) => failureWith(wordings[call] ?? unworded, answer, kind);
  const send: Send = async (method, path, body, json) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
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

  return {
    send,
    fail,
    async read<T>(method: string, path: string, call: ApiCall, body?: BodyInit, json?: unknown) {
      const answer = await send(method, path, body, json);
      return answer?.ok ? { ok: true, value: answer.body as T } : fail(call, answer);
    },
    async acknowledge(method, path, call, body, json) {
      const answer = await send(method, path, body, json);
      return answer?.ok ? { ok: true, value: true } : fail(call, answer);
    },
  };
}
