import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMapCardTime } from './formatMapCardTime.ts';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => NOW.getTime() - ms;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatMapCardTime', () => {
  it.each([
    ['spec: Screens and routes: under 1 minute', ago(30_000), 'agora mesmo'],
    ['spec: Screens and routes: future', ago(-DAY), 'agora mesmo'],
    ['spec: Screens and routes: unreadable', 'x', 'agora mesmo'],
    ['spec: Screens and routes: singular minute', ago(MIN), '1 minuto atrás'],
    ['spec: Screens and routes: plural minutes', ago(45 * MIN), '45 minutos atrás'],
    ['spec: Screens and routes: singular hour', ago(HOUR), '1 hora atrás'],
    ['spec: Screens and routes: plural hours', ago(5 * HOUR), '5 horas atrás'],
    ['spec: Screens and routes: singular day', ago(DAY), '1 dia atrás'],
    ['spec: Screens and routes: days with no date cut-off', ago(400 * DAY), '400 dias atrás'],
  ])('%s → %s', (_name, then, text) => {
    expect(formatMapCardTime(NOW, then)).toBe(text);
  });

  it('invariant: every age gets a non-empty text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8e15, max: 8e15 }), (then) => {
        expect(formatMapCardTime(NOW, then)).not.toBe('');
      }),
    );
  });
});
