import { renameSync } from 'node:fs';
import {
  apiPaths,
  blockPath,
  mePath,
  moderationPaths,
  postActionPath,
  postPath,
  postsPagePath,
} from '@vizinhos/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import { call, createPost } from '../features/postsHelpers.ts';
import { fakeIndexHtml, writeFakeWebBuild } from '../support/fakeWebBuild.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

// The page the server paints for a signed-in `/` or `/posts/{id}`, on a build whose server entry is a
// stand-in that writes down what it was given: the first page is the reader's own area's, read as
// GET posts reads it (the same answer, their own votes included); a signed-out visitor gets the
// login screen painted at any address; anything else gets the page as built. The real entry on
// the real build: e2e/firstPaint.spec.ts.

let server: TestServer;
let app: BuiltApp['app'];
let root: string;
const entry = () => `${root}/server/firstPaint.js`;

// The stand-in: the titles it was given, in the container the app takes away, and all it was given
// as JSON (escaped for the page); it throws when a test asks it to.
const standIn = `
const escape = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
export function renderFirstPaint(input) {
  if (globalThis.firstPaintFails) throw new Error('falhou');
  const titles = input.posts.map((post) => '<h2>' + escape(post.title) + '</h2>').join('');
  return {
    markup: '<div id="first-paint" inert aria-hidden="true">' + titles +
      '<pre id="dados">' + escape(JSON.stringify({ me: input.me, posts: input.posts, blockedIds: input.blockedIds })) + '</pre></div>',
    htmlClass: input.colorScheme === 'dark' ? 'tema-escuro' : 'tema-claro',
  };
}
export function renderPostPaint(input) {
  if (globalThis.firstPaintFails) throw new Error('falhou');
  return {
    markup: '<div id="first-paint" inert aria-hidden="true"><h1>' + escape(input.post.title) + '</h1>' +
      '<pre id="dados">' + escape(JSON.stringify({ me: input.me, post: input.post, blockedIds: input.blockedIds })) + '</pre></div>',
    htmlClass: input.colorScheme === 'dark' ? 'tema-escuro' : 'tema-claro',
  };
}
export function renderLoginPaint(input) {
  if (globalThis.firstPaintFails) throw new Error('falhou');
  if (input.url.includes('invite_code')) return null;
  return {
    markup: '<div id="first-paint"><h2>Entrar</h2><pre id="dados">' + escape(JSON.stringify(input)) + '</pre></div>',
    htmlClass: input.colorScheme === 'dark' ? 'tema-escuro' : 'tema-claro',
  };
}
`;

let mariaCookie: string;
let joaoCookie: string;
let joaosPostId: string;
let ritasPostId: string;

beforeAll(async () => {
  server = await startTestServer();
  root = writeFakeWebBuild({ 'server/firstPaint.js': standIn });
  ({ app } = await buildApp({ db: server.db, webDist: root }));

  // Maria and João in Vila Mariana, Rita in another area; João's post has Maria's vote.
  await server.createMember({ username: 'maria' });
  await server.createMember({ username: 'joao' });
  await server.createMember({ username: 'rita', areaName: 'Moema' });
  mariaCookie = await server.login('maria');
  joaoCookie = await server.login('joao');
  const ritaCookie = await server.login('rita');
  await createPost(server, mariaCookie, 'Feira de trocas no sábado');
  const joaos = await createPost(server, joaoCookie, 'Poda das árvores da rua');
  const ritas = await createPost(server, ritaCookie, 'Post de outra vizinhança');
  await call(server, mariaCookie, 'PUT', postActionPath(joaos.body.posts.id, 'upvote'));
  joaosPostId = joaos.body.posts.id;
  ritasPostId = ritas.body.posts.id;
});
afterAll(async () => {
  await app?.close();
  await server?.close();
});

const page = (cookie?: string, url = '/', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });
const painted = (body: string) => body.match(/<div id="first-paint"[^>]*>([\s\S]*?)<pre/)?.[1];
const given = (body: string) =>
  JSON.parse(
    (body.match(/<pre id="dados">([\s\S]*?)<\/pre>/)?.[1] ?? 'null')
      .replaceAll('&lt;', '<')
      .replaceAll('&amp;', '&'),
  );

describe('a signed-in / is painted with the reader’s first posts', () => {
  it('paints the reader’s area’s posts, never another area’s, in the container before the root', async () => {
    const answer = await page(mariaCookie);
    expect(answer.statusCode).toBe(200);
    const cards = painted(answer.body);
    expect(cards).toContain('<h2>Poda das árvores da rua</h2>');
    expect(cards).toContain('<h2>Feira de trocas no sábado</h2>');
    expect(answer.body).not.toContain('Post de outra vizinhança');
    expect(answer.body.indexOf('id="first-paint"')).toBeLessThan(answer.body.indexOf('<div id="root">'));
    expect(answer.body).toContain('<html class="tema-claro" lang="pt-BR">');
  });

  it('is given exactly what the app’s first two calls answer: the reader, and page 1 with their own vote', async () => {
    const data = given((await page(mariaCookie)).body);
    const me = await call(server, mariaCookie, 'GET', mePath());
    const posts = await call(server, mariaCookie, 'GET', postsPagePath({ page: 1 }));
    expect(data.me).toEqual(me.body.users);
    expect(data.posts).toEqual(posts.body.posts);
    const joaos = data.posts.find((post: { title: string }) => post.title === 'Poda das árvores da rua');
    expect(joaos.myvote).toEqual({ direction: 'up' });
    // João reads the same page without Maria's vote.
    const forJoao = given((await page(joaoCookie)).body);
    expect(
      forJoao.posts.find((post: { title: string }) => post.title === 'Poda das árvores da rua').myvote,
    ).toBeNull();
  });

  it('is given whom the reader blocked, as GET users/me/blocks answers it (their posts are painted collapsed)', async () => {
    expect(given((await page(joaoCookie)).body).blockedIds).toEqual([]);
    const maria = (await call(server, mariaCookie, 'GET', mePath())).body.users;
    await call(server, joaoCookie, 'POST', blockPath(maria.id));
    try {
      const blocks = (await call(server, joaoCookie, 'GET', moderationPaths.myBlocks)).body.users;
      expect(given((await page(joaoCookie)).body).blockedIds).toEqual(
        blocks.map((user: { id: string }) => user.id),
      );
      expect(given((await page(joaoCookie, `/posts/${joaosPostId}`)).body).blockedIds).toEqual([maria.id]);
    } finally {
      await call(server, joaoCookie, 'DELETE', blockPath(maria.id));
    }
  });

  it('is private to the reader: never stored, no ETag; its styles applied at once, the app started after it shows', async () => {
    const answer = await page(mariaCookie);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers.etag).toBeUndefined();
    expect(String(answer.headers.vary)).toMatch(/cookie/i);
    expect(answer.body).toContain('<link rel="stylesheet" crossorigin href="/assets/shell-Ij90Kl12.css">');
    // The app starts once the painted posts have shown, its chunks asked for then (first-paint.js).
    expect(answer.body).toContain(
      '<script src="/assets/first-paint-Uv12Wx34.js" data-app="/assets/index-Jp4roSwO.js" data-preload="/assets/shell-Ab12Cd34.js /assets/common-Ef56Gh78.js /assets/TimelineLayout-Mn34Op56.js /assets/TimelinePage-Qr78St90.js"></script>',
    );
    expect(answer.body).not.toContain('<script type="module"');
    expect(answer.body).not.toContain('modulepreload');
  });

  it('comes in the dark theme when the browser says the device uses it', async () => {
    const answer = await page(mariaCookie, '/', { 'sec-ch-prefers-color-scheme': '"dark"' });
    expect(answer.body).toContain('<html class="tema-escuro" lang="pt-BR">');
    expect(answer.headers['accept-ch']).toMatch(/Sec-CH-Prefers-Color-Scheme/i);
  });

  it('comes in the theme chosen on the device (its cookie), whatever the scheme of the device', async () => {
    const dark = await page(`${mariaCookie}; vizinhos_theme=dark`, '/', {
      'sec-ch-prefers-color-scheme': '"light"',
    });
    expect(dark.body).toContain('<html class="tema-escuro" lang="pt-BR">');
    const light = await page(`vizinhos_theme=light; ${mariaCookie}`, '/', {
      'sec-ch-prefers-color-scheme': '"dark"',
    });
    expect(light.body).toContain('<html class="tema-claro" lang="pt-BR">');
    // Anything else in the cookie is not a choice: the device's scheme.
    const unknown = await page(`${mariaCookie}; vizinhos_theme=roxo`, '/', {
      'sec-ch-prefers-color-scheme': '"dark"',
    });
    expect(unknown.body).toContain('<html class="tema-escuro" lang="pt-BR">');
  });

  it('is compressed per request when the client takes it', async () => {
    const answer = await page(mariaCookie, '/', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toContain('Feira de trocas no sábado');
  });
});

describe('a signed-in /posts/{id} is painted with that post', () => {
  it('is given exactly what the app’s first two calls answer: the reader, and the post with their own vote', async () => {
    const answer = await page(mariaCookie, `/posts/${joaosPostId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<h1>Poda das árvores da rua</h1>');
    const data = given(answer.body);
    expect(data.me).toEqual((await call(server, mariaCookie, 'GET', mePath())).body.users);
    expect(data.post).toEqual((await call(server, mariaCookie, 'GET', postPath(joaosPostId))).body.posts);
    expect(data.post.myvote).toEqual({ direction: 'up' });
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });

  it('applies its view’s styles at once and starts the app with the post page’s chunk after it shows', async () => {
    const answer = await page(mariaCookie, `/posts/${joaosPostId}`);
    expect(answer.body).toContain('<link rel="stylesheet" crossorigin href="/assets/shell-Ij90Kl12.css">');
    expect(answer.body).toMatch(/data-preload="[^"]*\/assets\/PostPage-Aa11Bb22\.js"/);
    // Its call preloaded, so the app's GET posts/{id} takes the same answer.
    expect(answer.body).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${postPath(joaosPostId)}">`,
    );
  });

  it('another area’s post, or one that is not there: the page as built (the app says it is not found)', async () => {
    for (const url of [`/posts/${ritasPostId}`, '/posts/nao-existe']) {
      const answer = await page(mariaCookie, url);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('first-paint');
      expect(answer.body).not.toContain('Post de outra vizinhança');
    }
  });
});

describe('residents’ words never break a painted page', () => {
  // Patterns of a replacement string (`$'` the text after the match, `` $` `` before it, `$&` the
  // match) and markup, as titles: each painted page keeps one head, one body, one root, the title
  // as text.
  const titles = ["$'$'$&", '$`x$`', '$$ $1 $<nome>', '</script><script>alert(1)</script>', '__CSP_NONCE__'];
  const escaped = (title: string) => title.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  let anaCookie: string;
  const postIds: string[] = [];

  beforeAll(async () => {
    // In an area of its own, so the other tests' pages stay as they were.
    await server.createMember({ username: 'ana', areaName: 'Pinheiros' });
    anaCookie = await server.login('ana');
    for (const title of titles) postIds.push((await createPost(server, anaCookie, title)).body.posts.id);
  });

  const expectOnePage = (body: string) => {
    for (const tag of ['<head>', '</head>', '<body>', '</body>', '<div id="root">', 'id="first-paint"']) {
      expect(body.split(tag)).toHaveLength(2);
    }
    expect(body).not.toContain('<script>');
    expect(body.indexOf('id="first-paint"')).toBeLessThan(body.indexOf('<div id="root">'));
  };

  it('the timeline: every title painted as text, the page whole', async () => {
    const answer = await page(anaCookie);
    expect(answer.statusCode).toBe(200);
    expectOnePage(answer.body);
    const cards = painted(answer.body);
    for (const title of titles) expect(cards).toContain(`<h2>${escaped(title)}</h2>`);
  });

  it.each(titles.map((title, at) => [title, at] as const))('the post page of %s', async (title, at) => {
    const answer = await page(anaCookie, `/posts/${postIds[at]}`);
    expect(answer.statusCode).toBe(200);
    expectOnePage(answer.body);
    expect(answer.body).toContain(`<h1>${escaped(title)}</h1>`);
  });

  it('a post’s words never receive the page’s nonce', async () => {
    const nonced = writeFakeWebBuild({
      'index.html': fakeIndexHtml.replace(
        '<script type="module"',
        '<script type="module" nonce="__CSP_NONCE__"',
      ),
      'server/firstPaint.js': standIn,
    });
    const { app: withNonce } = await buildApp({ db: server.db, webDist: nonced });
    try {
      const answer = await withNonce.inject({
        method: 'GET',
        url: `/posts/${postIds[4]}`,
        headers: { cookie: anaCookie },
      });
      expectOnePage(answer.body);
      expect(answer.body).toContain('<h1>__CSP_NONCE__</h1>');
      expect(answer.body).not.toContain('nonce="__CSP_NONCE__"');
    } finally {
      await withNonce.close();
    }
  });
});

describe('anything else gets the page as built', () => {
  it.each([
    ['a session that is not one', 'vz_session=nao-existe', '/'],
    ['another address', 'maria', '/membros'],
    ['an address with a query', 'maria', '/?reset_password_token=abc'],
  ])('%s: no painted page, cached as before', async (_case, who, url) => {
    const cookie = who === 'maria' ? mariaCookie : who;
    const answer = await page(cookie, url);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root">');
    expect(answer.body).not.toContain('first-paint');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('a render that fails: the page as built, not a 500', async () => {
    (globalThis as { firstPaintFails?: boolean }).firstPaintFails = true;
    try {
      const answer = await page(mariaCookie);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('first-paint');
      expect(answer.body).toContain(
        '<link rel="preload" as="style" crossorigin href="/assets/shell-Ij90Kl12.css">',
      );
    } finally {
      (globalThis as { firstPaintFails?: boolean }).firstPaintFails = false;
    }
  });

  it('a build without the server entry: the page as built, not a 500', async () => {
    renameSync(entry(), `${entry()}.fora`);
    try {
      const answer = await page(mariaCookie);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('first-paint');
    } finally {
      renameSync(`${entry()}.fora`, entry());
    }
    expect((await page(mariaCookie)).body).toContain('first-paint');
  });

  it('the server entry is never served', async () => {
    const answer = await page(undefined, '/server/firstPaint.js');
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('renderFirstPaint');
  });
});

describe('a signed-out visitor gets the login screen painted, at any address', () => {
  it('paints it before the root, in the theme, started after it shows, with no signed-in preloads', async () => {
    const answer = await page(undefined, '/membros?registrationSuccess=true');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.indexOf('<h2>Entrar</h2>')).toBeLessThan(answer.body.indexOf('<div id="root">'));
    expect(given(answer.body)).toEqual({ url: '/membros?registrationSuccess=true' });
    expect(answer.body).toContain('<html class="tema-claro" lang="pt-BR">');
    expect(answer.body).toContain(
      '<script src="/assets/first-paint-Uv12Wx34.js" data-app="/assets/index-Jp4roSwO.js" data-preload=""></script>',
    );
    expect(answer.body).not.toContain('<script type="module"');
    // Nothing of the signed-in screen: no session check, no timeline, no shell chunk.
    expect(answer.body).not.toMatch(/rel="(module)?preload"/);
    expect(answer.body).not.toContain('/users/me');
  });

  it('is the same for every visitor: kept, with an ETag (304), varying with the colour scheme', async () => {
    const light = await page(undefined, '/');
    expect(light.headers['cache-control']).toBe('no-cache');
    expect(String(light.headers.vary)).toMatch(/Sec-CH-Prefers-Color-Scheme/i);
    expect(light.headers['accept-ch']).toMatch(/Sec-CH-Prefers-Color-Scheme/i);
    const etag = String(light.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await page(undefined, '/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    const dark = await page(undefined, '/', { 'sec-ch-prefers-color-scheme': '"dark"' });
    expect(dark.body).toContain('<html class="tema-escuro" lang="pt-BR">');
    expect(dark.headers.etag).not.toBe(etag);
  });

  it('an address the entry does not paint, or a render that fails: the page as built, not a 500', async () => {
    const invite = await page(undefined, '/?invite_code=abc');
    expect(invite.statusCode).toBe(200);
    expect(invite.body).not.toContain('first-paint');
    expect(invite.body).toContain('<script type="module"');
    (globalThis as { firstPaintFails?: boolean }).firstPaintFails = true;
    try {
      const failed = await page(undefined, '/perfil');
      expect(failed.statusCode).toBe(200);
      expect(failed.body).not.toContain('first-paint');
    } finally {
      (globalThis as { firstPaintFails?: boolean }).firstPaintFails = false;
    }
  });
});

describe('GET posts reads the same page', () => {
  it('the reader’s area only', async () => {
    const answer = await call(server, mariaCookie, 'GET', apiPaths.posts);
    const titles = answer.body.posts.map((post: { title: string }) => post.title);
    expect(titles).toEqual(['Poda das árvores da rua', 'Feira de trocas no sábado']);
  });
});
