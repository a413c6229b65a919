import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { webAddress } from '../testing.ts';
import { buildPostLink } from './buildPostLink.ts';

describe('buildPostLink', () => {
  it.each<[string, string, string, string]>([
    [
      'spec: Screens and routes: /posts/{postId}',
      'https://vizinhos.app',
      '65a1b2',
      'https://vizinhos.app/posts/65a1b2',
    ],
    [
      'spec: Screens and routes: a trailing slash on the origin is not doubled',
      'http://localhost:5173/',
      'p1',
      'http://localhost:5173/posts/p1',
    ],
    [
      'an id with a slash stays one path segment',
      'https://vizinhos.app',
      'a/b',
      'https://vizinhos.app/posts/a%2Fb',
    ],
  ])('%s', (_name, origin, id, expected) => {
    expect(buildPostLink(origin, id)).toBe(expected);
  });

  it('invariant: the link ends with the encoded id and has one /posts/', () => {
    fc.assert(
      fc.property(webAddress(), fc.string({ minLength: 1 }), (origin, id) => {
        const link = buildPostLink(origin, id);
        expect(link.endsWith(`/posts/${encodeURIComponent(id)}`)).toBe(true);
        expect(decodeURIComponent(link.slice(link.lastIndexOf('/') + 1))).toBe(id);
      }),
      { numRuns: 40 },
    );
  });
});
