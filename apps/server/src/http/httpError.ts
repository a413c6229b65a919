/** An error that carries the exact status, JSON body and extra headers to answer with. */
export type HttpError = Error & {
  statusCode: number;
  replyBody: Record<string, unknown>;
  replyHeaders?: Record<string, string>;
};

/** Builds an error the error handler answers verbatim; the body defaults to `{ error: message }`. */
export function httpError(
  statusCode: number,
  message: string,
  body?: Record<string, unknown>,
  headers?: Record<string, string>,
): HttpError {
  return Object.assign(new Error(message), {
    statusCode,
    replyBody: body ?? { error: message },
    ...(headers ? { replyHeaders: headers } : {}),
  });
}

/** A 429 with `Retry-After` in seconds and the given text. */
export function tooManyRequests(message: string, retryAfterS: number): HttpError {
  return httpError(429, message, undefined, { 'Retry-After': String(retryAfterS) });
}

/** True for errors built by httpError. */
export function isHttpError(error: unknown): error is HttpError {
  return error instanceof Error && typeof (error as HttpError).replyBody === 'object';
}
