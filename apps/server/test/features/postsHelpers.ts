// Helpers of the posts integration tests: the multipart form of POST/PUT posts, calls with a
// resident's cookie, and a tiny valid PNG.
import { apiPaths, postFormFields } from '@vizinhos/api';
import { encodePng } from '../../src/seed/encodePng.ts';
import type { TestServer } from '../support/testServer.ts';

/** Form fields by their short names; lists repeat the field. */
export type FormInput = Partial<Record<keyof typeof postFormFields, string | string[] | Blob>>;

/** Builds the multipart form of POST and PUT posts. */
export function postForm(input: FormInput): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(input)) {
    const key = postFormFields[name as keyof typeof postFormFields];
    if (value instanceof Blob) form.set(key, value, 'imagem.png');
    else for (const item of [value].flat()) form.append(key, item);
  }
  return form;
}

/** A parsed JSON answer, read field by field as a test needs (what `Response.json()` gives). */
type JsonBody = Awaited<ReturnType<Response['json']>>;

/** A call to the listening test server with a resident's cookie; the JSON body read. */
export async function call(
  server: TestServer,
  cookie: string,
  method: string,
  path: string,
  body?: BodyInit,
): Promise<{ status: number; body: JsonBody }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie },
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: response.status, body: parsed };
}

/** A Geral post (or of `category`) written by a resident: POST posts with its form; the answer as `call` gives it. */
export async function createPost(
  server: TestServer,
  cookie: string,
  title: string,
  category = 'Geral',
): Promise<{ status: number; body: JsonBody }> {
  const answer = await call(
    server,
    cookie,
    'POST',
    apiPaths.posts,
    postForm({ title, post_category: category }),
  );
  // A Segurança post's area is notified after its answer: wait for that work as a reader would.
  await server.settled();
  return answer;
}

/** A small valid PNG, as the editor uploads it. */
export function tinyPng(): Blob {
  return new Blob([new Uint8Array(encodePng(4, 4, () => [40, 120, 200]))], { type: 'image/png' });
}
