// Events on the built app and the real server (demo data): A posts an event; B adds it to a calendar
// from its card: the Google link, and the evento.ics download is a valid calendar file (RFC 5545:
// CRLF lines of 75 bytes at most, the start in UTC, the title as its summary) (spec: Screens and
// routes, Events).
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { createPost, demoResidents, openResident, timeline, uniqueTitle } from './support/demoResidents.ts';
import { expect, test } from './support/test.ts';

/** The card of a post on the timeline. */
function card(page: Page, title: string): Locator {
  return timeline(page).getByRole('article', { name: title });
}

test("the event's evento.ics is a valid calendar", async ({ page: unused, openContext }) => {
  await unused.close();
  const a = await openResident(openContext, demoResidents.a, { waitFor: 'posts' });
  const b = await openResident(openContext, demoResidents.b, { waitFor: 'posts' });
  const eventTitle = uniqueTitle('Feira de trocas');
  const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
  await createPost(a.page, eventTitle, {
    fields: [
      ['post[post_category]', 'Eventos'],
      ['post[event_date]', start],
    ],
  });
  await b.page.goto('/categoria/eventos');
  const event = card(b.page, eventTitle);
  await event.getByRole('button', { name: 'Adicionar ao calendário' }).click();
  await expect(b.page.getByRole('menuitem', { name: 'Google' })).toHaveAttribute(
    'href',
    /calendar\.google\.com/,
  );
  const [download] = await Promise.all([
    b.page.waitForEvent('download'),
    b.page.getByRole('menuitem', { name: 'Baixar arquivo ICS' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('evento.ics');
  const ics = await readFile((await download.path()) as string, 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  expect(ics).toContain(`DTSTART:${start.replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z')}`);
  expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${eventTitle}`);
});
