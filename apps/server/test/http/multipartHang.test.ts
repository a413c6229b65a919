// A multipart body whose last part is skipped by the parser (a header without a usable
// Content-Disposition, e.g. a bare line feed inside `name="…"`) and large enough to fill the part's
// buffer used to leave the request unanswered: busboy's Dicer kept its write paused after that part
// had ended. Found by test/fuzz/routes.test.ts; fixed by patches/@fastify__busboy@3.2.6.patch.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  await server.createMember({ username: 'maria' });
  cookie = await server.login('maria');
});
afterAll(() => server.close());

const boundary = 'fuzzBoundary7MA4YWxk';
const firstFile = `--${boundary}\r\nContent-Disposition: form-data; name="commentId"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n1e309\r\n`;
const brokenName = Buffer.from([
  5, 242, 146, 131, 165, 3, 10, 5, 244, 143, 191, 180, 2, 18, 243, 184, 191, 129, 242, 154, 149, 191,
]);
const largeData = Buffer.from('🏘'.repeat(20_000));

function send(url: string, method: 'PUT' | 'POST', secondPartHeader: Buffer) {
  return server.app.inject({
    method,
    url,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(firstFile),
      Buffer.from(`--${boundary}\r\n`),
      secondPartHeader,
      largeData,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

const withBrokenName = Buffer.concat([
  Buffer.from('Content-Disposition: form-data; name="'),
  brokenName,
  Buffer.from('"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n'),
]);
const withoutDisposition = Buffer.from('X-Other: a\r\nContent-Type: image/png\r\n\r\n');

it.each([
  ['a bare line feed in its name', withBrokenName],
  ['no Content-Disposition', withoutDisposition],
])(
  'answers a body whose large last part has %s',
  async (_case, header) => {
    for (const [method, url] of [
      ['PUT', '/api/v1/posts/ea71f4802f1e1acaf524477f/flag'],
      ['POST', '/api/v1/services'],
    ] as const) {
      const answer = await send(url, method, header);
      expect(answer.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
  },
  15_000,
);
