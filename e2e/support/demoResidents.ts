// Seeded demo residents in journeys: each in a browser context of their own, signed in at an
// address, and the posts they create through the API.
import type { BrowserContext, Page } from '@playwright/test';
import { signIn } from './session.ts';
import { expect, type OpenContext } from './test.ts';

/** Two seeded demo residents of the same area (the demo account and a neighbour). */
export const demoResidents = { a: 'demo', b: 'joao.pereira' } as const;

/** Where and how a resident opens the app. */
export type OpenResidentOptions = {
  /** The address to open (the timeline by default). */
  path?: string;
  /** Browser context settings beyond the Brazilian locale and time zone. */
  contextOptions?: Parameters<OpenContext>[0];
  /** Runs on the context before the first page opens (routes, permissions). */
  prepare?: (context: BrowserContext) => Promise<unknown>;
  /** What must be visible before the journey goes on: the timeline list, or its first post too. */
  waitFor?: 'signedIn' | 'timeline' | 'posts';
};

/** The timeline's list of posts. */
export function timeline(page: Page) {
  return page.getByRole('main').getByRole('list', { name: 'Postagens da vizinhança' });
}

/** A signed-in resident in a browser context of their own. */
export async function openResident(
  openContext: OpenContext,
  username: string,
  { path = '/', contextOptions = {}, prepare, waitFor = 'signedIn' }: OpenResidentOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', ...contextOptions });
  await prepare?.(context);
  const page = await context.newPage();
  await page.goto(path);
  await signIn(page, username);
  if (waitFor === 'timeline') await expect(timeline(page)).toBeVisible({ timeout: 20_000 });
  if (waitFor === 'posts')
    await expect(timeline(page).getByRole('article').first()).toBeVisible({ timeout: 20_000 });
  return { context, page };
}

/** A title no earlier run has used. */
export const uniqueTitle = (what: string) => `${what} ${Date.now().toString(36)}`;

/**
 * Creates a post through the API with the resident's session cookie (Geral unless `fields` says
 * otherwise) and returns its id.
 */
export async function createPost(
  page: Page,
  title: string,
  {
    text = 'A reunião da associação será no salão da Rua das Flores, 123, às 10h.',
    fields = [],
  }: { text?: string; fields?: [string, string][] } = {},
): Promise<string> {
  const form = new FormData();
  form.append('post[title]', title);
  form.append('post[text]', text);
  for (const [name, value] of fields) form.append(name, value);
  if (!fields.some(([name]) => name === 'post[post_category]')) form.append('post[post_category]', 'Geral');
  const answer = await page.request.post('/api/v1/posts', { multipart: form });
  expect(answer.status()).toBe(201);
  const id = ((await answer.json()) as { posts: { _id: { $oid: string } | string } }).posts._id;
  return typeof id === 'string' ? id : id.$oid;
}
