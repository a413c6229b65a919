import { describe, expect, it } from 'vitest';
import { calendarFile, calendarLinks } from './calendarLinks.ts';

const event = {
  id: 'abc',
  title: 'Festa junina; quadrilha, pipoca',
  text: 'Na praça\nàs 18h',
  eventDate: new Date('2030-06-20T21:00:00Z'),
};

describe('calendarLinks and calendarFile (spec: Business constants and limits: Google, Outlook, Yahoo, ICS)', () => {
  it('links to each calendar with the title and an hour from the start', () => {
    const links = calendarLinks(event);
    expect(new URL(links.google ?? '').searchParams.get('dates')).toBe('20300620T210000Z/20300620T220000Z');
    expect(new URL(links.outlook ?? '').searchParams.get('subject')).toBe(event.title);
    expect(new URL(links.yahoo ?? '').searchParams.get('st')).toBe('20300620T210000Z');
    expect(links.ics).toBe('/api/v1/posts/abc/calendar.ics');
  });

  it('writes an iCalendar file with escaped text and lines of at most 75 octets', () => {
    const long = { ...event, text: 'ç'.repeat(100) };
    const file = calendarFile(long, new Date('2030-06-01T12:00:00Z'));
    expect(file).toContain('SUMMARY:Festa junina\\; quadrilha\\, pipoca\r\n');
    expect(calendarFile(event, new Date()).includes('DESCRIPTION:Na praça\\nàs 18h')).toBe(true);
    for (const line of file.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = file.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'ç'.repeat(100)}`);
  });
});
