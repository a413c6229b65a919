import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { negotiateHeartbeat } from './negotiateHeartbeat.ts';
import { negotiateVersion } from './negotiateVersion.ts';

describe('negotiateHeartbeat (STOMP 1.2 "Heart-beating", spec: Business constants and limits: 18000 ms both ways)', () => {
  it.each([
    ['18000,18000', 18000, { outgoingMs: 18000, incomingMs: 18000 }],
    ['0,0', 18000, { outgoingMs: 0, incomingMs: 0 }],
    ['10000,30000', 18000, { outgoingMs: 30000, incomingMs: 18000 }],
    ['0,5000', 18000, { outgoingMs: 18000, incomingMs: 0 }],
    [undefined, 18000, { outgoingMs: 0, incomingMs: 0 }],
    ['lixo', 18000, { outgoingMs: 0, incomingMs: 0 }],
    ['18000,18000', 0, { outgoingMs: 0, incomingMs: 0 }],
  ])('client %j with server %i ms gives %j', (header, serverMs, plan) => {
    expect(negotiateHeartbeat(header, serverMs)).toEqual(plan);
  });

  it('invariant: a negotiated period is 0 or at least what each side asked', () => {
    fc.assert(
      fc.property(fc.nat(100000), fc.nat(100000), fc.integer({ min: 1, max: 100000 }), (cx, cy, server) => {
        const { outgoingMs, incomingMs } = negotiateHeartbeat(`${cx},${cy}`, server);
        expect(outgoingMs === 0 || (outgoingMs >= cy && outgoingMs >= server)).toBe(true);
        expect(incomingMs === 0 || (incomingMs >= cx && incomingMs >= server)).toBe(true);
        expect(outgoingMs === 0).toBe(cy === 0);
        expect(incomingMs === 0).toBe(cx === 0);
      }),
    );
  });
});

describe('negotiateVersion', () => {
  it.each([
    ['1.0,1.1,1.2', '1.2'],
    ['1.1', '1.1'],
    [undefined, '1.0'],
    ['2.0', undefined],
  ])('accept-version %j gives %j', (header, version) => {
    expect(negotiateVersion(header)).toBe(version);
  });
});
