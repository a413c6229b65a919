import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from './isCrossSiteRequest.ts';

const own = 'http://127.0.0.1:3000';

describe('isCrossSiteRequest (Fetch Metadata CSRF defence)', () => {
  it.each([
    ['POST', 'cross-site', undefined, true],
    ['POST', 'same-origin', undefined, false],
    ['POST', 'same-site', 'http://evil.example', true],
    ['POST', 'same-site', own, true],
    ['POST', 'none', undefined, true],
    ['DELETE', undefined, 'http://evil.example', true],
    ['PUT', undefined, own, false],
    ['PATCH', undefined, 'null', true],
    ['POST', undefined, undefined, false],
    ['GET', 'cross-site', 'http://evil.example', false],
  ])('%s with Sec-Fetch-Site %s and Origin %s → refused %s', (method, secFetchSite, origin, refused) => {
    expect(isCrossSiteRequest({ method, secFetchSite, origin, ownOrigin: own })).toBe(refused);
  });

  it('invariant: a safe method is never refused, whatever the headers', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('GET', 'HEAD', 'OPTIONS', 'get'),
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.string(), { nil: undefined }),
        (method, secFetchSite, origin) =>
          !isCrossSiteRequest({ method, secFetchSite, origin, ownOrigin: own }),
      ),
    );
  });
});
