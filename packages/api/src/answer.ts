// What a call gives back: the raw answer the transport read, and the result a caller reads. Apart
// from the transport (http.ts), so the failure texts (errors.ts) can name them without a cycle.

/** The outcome of a call: the value, or the status and the text to show (spec: Error texts). */
export type ApiResult<T> = { ok: true; value: T } | { ok: false; status: number; error: string };

/** What came back: the status, the parsed JSON body (null when empty or not JSON), and `Retry-After`. */
export type Answer = { status: number; ok: boolean; body: unknown; retryAfter?: string | null };
