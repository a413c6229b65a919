import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

// The api package's own test harness: an MSW server for one test file that records what the
// client sent. Call `useRecordingServer()` at the top of a test file.

/** Where the client under test sends its calls. */
export const testBaseUrl = 'http://vizinhos.test';

/** What a handler saw: the request, and its body as text or as multipart form. */
export type Seen = { request?: Request; body?: string; form?: FormData };

/** Starts an MSW server for the file's tests; `capture` answers one route and records its last request. */
export function useRecordingServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  function capture(
    method: 'get' | 'post' | 'put' | 'patch' | 'delete',
    path: string,
    reply: () => Response,
  ): Seen {
    const seen: Seen = {};
    server.use(
      http[method](`${testBaseUrl}${path}`, async ({ request }) => {
        seen.request = request.clone();
        const type = request.headers.get('content-type') ?? '';
        if (type.startsWith('multipart/')) seen.form = await request.formData();
        else seen.body = await request.text();
        return reply();
      }),
    );
    return seen;
  }

  return { server, capture };
}
