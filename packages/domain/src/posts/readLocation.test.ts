import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LatLng, readLocation, toWireLocation } from './readLocation.ts';

describe('readLocation', () => {
  it.each<[string, unknown, LatLng | undefined]>([
    [
      'spec: Entities and their fields: longitude first, latitude second',
      [-46.6333, -23.5505],
      { lat: -23.5505, lng: -46.6333 },
    ],
    ['spec: Entities and their fields: a missing location', null, undefined],
    ['a list too short', [-46.6], undefined],
    ['a non-number', ['-46.6', -23.5], undefined],
    ['a latitude out of range (the pair was sent the wrong way round)', [-23.5, -146.6], undefined],
    ['a longitude out of range', [-190, -23.5], undefined],
    ['not a finite number', [Number.NaN, 0], undefined],
  ])('%s', (_name, value, expected) => {
    expect(readLocation(value)).toEqual(expected);
  });

  it('spec: Calls: the form sends longitude then latitude', () => {
    expect(toWireLocation({ lat: -23.5505, lng: -46.6333 })).toEqual([-46.6333, -23.5505]);
  });

  it('invariant: a point sent to the wire reads back to the same point', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (lat, lng) => {
          expect(readLocation(toWireLocation({ lat, lng }))).toEqual({ lat, lng });
        },
      ),
    );
  });
});
