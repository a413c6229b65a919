import { delay, HttpResponse } from 'msw';

// Shared answers of the handlers, so every scenario fails or hangs the same way.

/** A refused call with the server's error body. */
export function refuse(error: string, status = 500) {
  return HttpResponse.json({ error }, { status });
}

/** A call that never answers: the loading state stays on screen. */
export async function hang(): Promise<never> {
  await delay('infinite');
  throw new Error('unreachable');
}

/** A plain acknowledgement. */
export function ok() {
  return HttpResponse.json({ ok: true });
}
