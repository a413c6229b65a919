import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapLoaderTexts } from './map.texts.ts';
import {
  initialMapLoader,
  type MapLoaderEvent,
  type MapLoaderState,
  reduceMapLoader,
  securityCardMode,
} from './reduceMapLoader.ts';

const run = (events: MapLoaderEvent[], from: MapLoaderState = initialMapLoader) =>
  events.reduce(reduceMapLoader, from);
const fail = (cause: 'error' | 'timeout' = 'error'): MapLoaderEvent => ({ type: 'attemptFailed', cause });

describe('reduceMapLoader', () => {
  it.each<[string, MapLoaderEvent[], MapLoaderState]>([
    ['spec: States and transitions: idle until a map is shown', [], { status: 'idle', failures: 0 }],
    ['showing a map starts attempt 1', [{ type: 'load' }], { status: 'loading', attempt: 1, failures: 0 }],
    [
      'spec: a failed attempt is tried again',
      [{ type: 'load' }, fail()],
      { status: 'loading', attempt: 2, failures: 0 },
    ],
    [
      'spec: Business constants and limits: the third failure fails the load',
      [{ type: 'load' }, fail(), fail(), fail()],
      { status: 'failed', error: mapLoaderTexts.failedAfterAttempts, failures: 1 },
    ],
    [
      'spec: Error catalogue: a last attempt over 20 s says timeout',
      [{ type: 'load' }, fail(), fail(), fail('timeout')],
      { status: 'failed', error: mapLoaderTexts.timeout, failures: 1 },
    ],
    [
      'loaded on the second attempt',
      [{ type: 'load' }, fail(), { type: 'loaded' }],
      { status: 'loaded', failures: 0 },
    ],
    [
      'spec: Error catalogue: a map that cannot be built fails with "Erro ao criar o mapa"',
      [{ type: 'load' }, { type: 'loaded' }, { type: 'createFailed' }],
      { status: 'failed', error: mapLoaderTexts.createFailed, failures: 1 },
    ],
    [
      'Tentar Novamente starts again at attempt 1, keeping the failure count',
      [{ type: 'load' }, fail(), fail(), fail(), { type: 'load' }],
      { status: 'loading', attempt: 1, failures: 1 },
    ],
    [
      'a late answer while idle changes nothing',
      [{ type: 'loaded' }, fail()],
      { status: 'idle', failures: 0 },
    ],
    [
      'a second load while loading changes nothing',
      [{ type: 'load' }, { type: 'load' }],
      { status: 'loading', attempt: 1, failures: 0 },
    ],
    ['createFailed only follows a load', [{ type: 'createFailed' }], { status: 'idle', failures: 0 }],
    [
      'loading again once loaded changes nothing',
      [{ type: 'load' }, { type: 'loaded' }, { type: 'load' }],
      { status: 'loaded', failures: 0 },
    ],
  ])('%s', (_name, events, expected) => {
    expect(run(events)).toEqual(expected);
  });

  it('an unknown event is a bug', () => {
    expect(() => reduceMapLoader(initialMapLoader, { type: 'x' } as unknown as MapLoaderEvent)).toThrow();
  });

  it.each<[string, MapLoaderEvent[], ReturnType<typeof securityCardMode>]>([
    ['spec: the card shows loading before the map', [], 'loading'],
    ['loading while attempts run', [{ type: 'load' }, fail()], 'loading'],
    ['spec: ready once loaded', [{ type: 'load' }, { type: 'loaded' }], 'ready'],
    [
      'spec: error with retry after the first failed load',
      [{ type: 'load' }, fail(), fail(), fail()],
      'error',
    ],
    [
      'spec: the fallback list once the retry failed too',
      [{ type: 'load' }, fail(), fail(), fail(), { type: 'load' }, fail(), fail(), fail()],
      'fallback',
    ],
  ])('securityCardMode: %s', (_name, events, mode) => {
    expect(securityCardMode(run(events))).toBe(mode);
  });

  it('never more than 3 attempts in one load, and failures never go down', () => {
    const event = fc.oneof(
      fc.constant<MapLoaderEvent>({ type: 'load' }),
      fc.constant<MapLoaderEvent>({ type: 'loaded' }),
      fc.constant<MapLoaderEvent>({ type: 'createFailed' }),
      fc.constantFrom<'error' | 'timeout'>('error', 'timeout').map(fail),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = initialMapLoader;
        for (const next of events) {
          const after = reduceMapLoader(state, next);
          expect(after.failures).toBeGreaterThanOrEqual(state.failures);
          if (after.status === 'loading') expect(after.attempt).toBeLessThanOrEqual(3);
          state = after;
        }
      }),
    );
  });
});
