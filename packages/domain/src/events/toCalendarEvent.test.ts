import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePost } from '../posts/index.ts';
import { buildIcsFile } from './buildIcsFile.ts';
import { eventUid, toCalendarEvent } from './toCalendarEvent.ts';

describe('toCalendarEvent', () => {
  it.each<[string, string | undefined, string | undefined]>([
    [
      'spec: Entities and their fields: an event post gives its start',
      '2026-12-01T22:00:00.000Z',
      '2026-12-01T22:00:00.000Z',
    ],
    ['spec: Entities and their fields: a post without event date gives none', undefined, undefined],
  ])('%s', (_name, eventDate, expected) => {
    expect(toCalendarEvent({ title: 'Festa', text: 'Na praça', eventDate })?.start.toISOString()).toBe(
      expected,
    );
  });

  it('spec: Business constants and limits: a normalised event post becomes an ICS file with its title and a stable UID', () => {
    const post = normalizePost({
      _id: 'p7',
      title: 'Mutirão, limpeza; praça',
      event_date: '2026-12-01T12:00:00Z',
    });
    const event = post === undefined ? undefined : toCalendarEvent(post);
    const file =
      event === undefined
        ? ''
        : buildIcsFile(event, { uid: eventUid('p7'), now: new Date('2026-11-21T00:00:00Z') });
    expect(file).toContain('SUMMARY:Mutirão\\, limpeza\\; praça\r\n');
    expect(file).toContain('UID:post-p7@vizinhos\r\n');
    expect(file).toContain('DTSTART:20261201T120000Z\r\n');
  });

  it('invariant: the same post always gets the same UID, and different posts different UIDs', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(eventUid(a)).toBe(eventUid(a));
        if (a !== b) expect(eventUid(a)).not.toBe(eventUid(b));
      }),
    );
  });
});
