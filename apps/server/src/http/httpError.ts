/** An error that carries the exact status and JSON body to answer with. */
export type HttpError = Error & { statusCode: number; replyBody: Record<string, unknown> };

/** Builds an error the error handler answers verbatim; the body defaults to `{ error: message }`. */
export function httpError(statusCode: number, message: string, body?: Record<string, unknown>): HttpError {
  return Object.assign(new Error(message), { statusCode, replyBody: body ?? { error: message } });
}

/** True for errors built by httpError. */
export function isHttpError(error: unknown): error is HttpError {
  return error instanceof Error && typeof (error as HttpError).replyBody === 'object';
}
