import { CALENDAR_FEED_TEXTS } from '@vizinhos/domain';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { calendarFeedHandlers, makeCalendarFeed, makeCalendarFeedStatus } from '../mocks/events.ts';
import { testBaseUrl, useRecordingServer } from '../mocks/recordingServer.ts';
import { apiPaths, createApiClient } from './client.ts';
import { calendarFeedFilePath } from './events.ts';

const { capture, server } = useRecordingServer();
const api = createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] });

describe('the private calendar feed', () => {
  it('GET calendar_feed reads when the address was made, or that there is none', async () => {
    const seen = capture('get', apiPaths.calendarFeed, () => HttpResponse.json(makeCalendarFeedStatus()));
    expect(await api.getCalendarFeed()).toEqual({ ok: true, value: makeCalendarFeedStatus() });
    expect(seen.request?.method).toBe('GET');
    capture('get', apiPaths.calendarFeed, () => HttpResponse.json(makeCalendarFeedStatus(false)));
    expect(await api.getCalendarFeed()).toEqual({ ok: true, value: { created_at: null } });
  });

  it('POST calendar_feed reads the https and webcal addresses', async () => {
    const feed = makeCalendarFeed('abc');
    const seen = capture('post', apiPaths.calendarFeed, () => HttpResponse.json(feed));
    expect(await api.regenerateCalendarFeed()).toEqual({ ok: true, value: feed });
    expect(seen.request?.method).toBe('POST');
    expect(feed.webcal_url).toBe('webcal://vizinhos.example/api/v1/calendar/abc.ics');
  });

  it('POST calendar_feed gives a new address each time', async () => {
    server.use(...calendarFeedHandlers.default());
    const first = await api.regenerateCalendarFeed();
    const second = await api.regenerateCalendarFeed();
    expect(first.ok && second.ok && first.value.url !== second.value.url).toBe(true);
  });

  it('the feed file path escapes its token', () => {
    expect(calendarFeedFilePath('a/b')).toBe('/api/v1/calendar/a%2Fb.ics');
  });

  it.each([
    [
      'refused',
      calendarFeedHandlers.fails(),
      500,
      'Erro ao carregar o link da agenda',
      'Erro ao gerar um novo link da agenda',
    ],
    [
      'offline',
      calendarFeedHandlers.offline(),
      0,
      CALENDAR_FEED_TEXTS.loadNetwork,
      CALENDAR_FEED_TEXTS.regenerateNetwork,
    ],
  ] as const)('%s: each call says what failed', async (_name, handlers, status, load, regenerate) => {
    server.use(...handlers);
    expect(await api.getCalendarFeed()).toEqual({ ok: false, status, error: load });
    expect(await api.regenerateCalendarFeed()).toEqual({ ok: false, status, error: regenerate });
  });

  it('an answer without the addresses is invalid', async () => {
    capture('get', apiPaths.calendarFeed, () => HttpResponse.json({ url: 1 }));
    // An address without its date is not this contract's answer either.
    capture('post', apiPaths.calendarFeed, () =>
      HttpResponse.json({ url: 'https://x', webcal_url: 'webcal://x' }),
    );
    expect(await api.getCalendarFeed()).toEqual({
      ok: false,
      status: 200,
      error: CALENDAR_FEED_TEXTS.loadFailed,
    });
    expect(await api.regenerateCalendarFeed()).toEqual({
      ok: false,
      status: 200,
      error: CALENDAR_FEED_TEXTS.regenerateFailed,
    });
  });
});
