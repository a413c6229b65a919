import { makeWirePost } from '@vizinhos/api/mocks';
import { makeWireUser } from '@vizinhos/domain/testing';
import { darkThemeClass, deviceSchemeClass, lightThemeClass } from '@vizinhos/ui';
import { describe, expect, it } from 'vitest';
import { renderFirstPaint, renderPostPaint } from './firstPaint.server.tsx';

// The server's painted page, rendered as the server renders it (to markup, no effect ever runs).
describe('the painted first page', () => {
  const paint = () =>
    renderFirstPaint({
      me: makeWireUser({ username: 'camila.rocha' }),
      posts: [
        makeWirePost({ user: { _id: { $oid: 'u-m' }, id: 'u-m', username: 'maria.souza', avatar: null } }),
      ],
      origin: 'http://vizinhos.test',
      now: new Date(),
    });

  it('shows the first post’s title in its container', () => {
    const painted = paint();
    expect(painted?.markup).toMatch(/^<div id="first-paint" inert aria-hidden="true">/);
    expect(painted?.markup).toContain('Reunião de moradores no sábado');
  });

  it('paints a blocked resident’s post collapsed, the others in full (spec 3)', () => {
    const diego = { _id: { $oid: 'u-d' }, id: 'u-d', username: 'diego.alves', avatar: null };
    const markup =
      renderFirstPaint({
        me: makeWireUser({ username: 'camila.rocha' }),
        posts: [
          makeWirePost({ _id: { $oid: 'p-d' }, title: 'Vendo bicicleta aro 26', user: diego }),
          makeWirePost({ _id: { $oid: 'p-m' } }),
        ],
        blockedIds: ['u-d'],
        origin: 'http://vizinhos.test',
        now: new Date(),
      })?.markup ?? '';
    expect(markup).toContain('Conteúdo de um morador bloqueado');
    expect(markup).not.toContain('Vendo bicicleta aro 26');
    expect(markup).toContain('Reunião de moradores no sábado');
  });

  it('holds the avatars’ initials (an author without a picture, the account menu’s button), not empty circles', () => {
    const markup = paint()?.markup ?? '';
    // maria.souza's initial on her card and camila.rocha's on the header's account button.
    expect(markup).toMatch(/>M<\/span>/);
    expect(markup).toMatch(/>C<\/span>/);
  });
});

describe('the painted post page', () => {
  const paintPost = (post: unknown) =>
    renderPostPaint({
      me: makeWireUser({ username: 'camila.rocha' }),
      post,
      origin: 'http://vizinhos.test',
      now: new Date(),
    });

  it('shows the back link, the author and the post’s title as the page’s heading, in its container', () => {
    const markup =
      paintPost(
        makeWirePost({ user: { _id: { $oid: 'u-m' }, id: 'u-m', username: 'maria.souza', avatar: null } }),
      )?.markup ?? '';
    expect(markup).toMatch(/^<div id="first-paint" inert aria-hidden="true">/);
    expect(markup).toMatch(/<h1[^>]*>(?:<[^>]+>)*Reunião de moradores no sábado/);
    expect(markup).toContain('href="/"');
    expect(markup).toContain('maria.souza');
    expect(markup).toContain('data-view="post"');
  });

  it('leaves the date out of the byline: the reader’s time zone is not known on the server', () => {
    const markup = paintPost(makeWirePost())?.markup ?? '';
    // The card's own relative time stays ("há 2 horas" needs no zone); the byline names the author alone.
    expect(markup.match(/<time /g)).toHaveLength(1);
    expect(markup).not.toContain(' · <time');
  });

  it('paints a blocked resident’s post collapsed, never in full (spec 3)', () => {
    const diego = { _id: { $oid: 'u-d' }, id: 'u-d', username: 'diego.alves', avatar: null };
    const markup =
      renderPostPaint({
        me: makeWireUser({ username: 'camila.rocha' }),
        post: makeWirePost({ title: 'Vendo bicicleta aro 26', user: diego }),
        blockedIds: ['u-d'],
        origin: 'http://vizinhos.test',
        now: new Date(),
      })?.markup ?? '';
    expect(markup).toContain('Conteúdo de um morador bloqueado');
    expect(markup).not.toContain('Vendo bicicleta aro 26');
  });

  it('paints nothing without a post', () => {
    expect(paintPost(undefined)).toBeNull();
  });
});

describe('the painted page’s theme', () => {
  const paintIn = (colorScheme: 'light' | 'dark' | undefined) =>
    renderFirstPaint({
      me: makeWireUser({ username: 'camila.rocha' }),
      posts: [makeWirePost()],
      origin: 'http://vizinhos.test',
      now: new Date(),
      colorScheme,
    })?.htmlClass.split(' ');

  it('is the known scheme’s class alone when the server knows it', () => {
    expect(paintIn('dark')).toEqual([darkThemeClass]);
    expect(paintIn('light')).toEqual([lightThemeClass]);
  });

  it('follows the device by CSS when the server does not know the scheme (no flash of light on a dark phone)', () => {
    expect(paintIn(undefined)).toEqual([lightThemeClass, deviceSchemeClass]);
  });
});
