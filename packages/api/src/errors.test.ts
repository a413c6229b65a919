import { accountsDomainTexts } from '@vizinhos/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  apiErrorWordings,
  apiFailure,
  describeApiError,
  NETWORK_STATUS,
  serverError,
} from './errors.ts';

const calls = Object.keys(apiErrorWordings) as ApiCall[];

describe('describeApiError: one wording for every call', () => {
  it('invariant: whatever the call, status and body, a failure has a non-empty text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...calls),
        fc.integer({ min: 200, max: 599 }),
        fc.jsonValue(),
        fc.constantFrom('refused' as const, 'invalid' as const),
        (call, status, body, kind) => describeApiError(call, { status, body }, kind).length > 0,
      ),
    );
  });

  it('a network failure has status 0 and the call’s network text', () => {
    for (const call of calls)
      expect(apiFailure(call, null)).toEqual({
        ok: false,
        status: NETWORK_STATUS,
        error: apiErrorWordings[call].network,
      });
  });

  it('the server’s own text: validationError, then error, then errors joined', () => {
    expect(serverError({ validationError: 'A', error: 'B' })).toBe('A');
    expect(serverError({ error: 'B', errors: ['C'] })).toBe('B');
    expect(serverError({ errors: ['C', 'D'] })).toBe('C, D');
    expect(serverError({ error: '' })).toBeUndefined();
    expect(serverError('texto')).toBeUndefined();
  });

  it('the signup lookups read as the wizard shows them: 404 no city, otherwise the lookup failed', () => {
    expect(describeApiError('reverseGeocode', { status: 404, body: null })).toBe(
      accountsDomainTexts.cityNotFound,
    );
    expect(describeApiError('reverseGeocode', { status: 500, body: { error: 'x' } })).toBe(
      accountsDomainTexts.locationDetailsFailed,
    );
    expect(describeApiError('searchAreas', { status: 500, body: { error: 'x' } })).toBe(
      accountsDomainTexts.areaInfoFailed,
    );
    expect(describeApiError('findAreas', null)).toBe(accountsDomainTexts.areaInfoFailed);
  });

  it('an ok answer without what the call reads is an invalid response', () => {
    expect(describeApiError('me', { status: 200, body: {} }, 'invalid')).toBe(
      accountsDomainTexts.invalidResponse,
    );
  });
});
