import { pushDomainTexts } from '@vizinhos/domain';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeWirePushPreferences } from '../mocks/notifications.ts';
import { testBaseUrl, useRecordingServer } from '../mocks/recordingServer.ts';
import { createApiClient } from './client.ts';
import { notificationPaths } from './notifications.ts';

const { capture } = useRecordingServer();
const api = createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] });
describe('listNotifications (spec: Calls)', () => {
  it('gets page and per_page and returns the raw body', async () => {
    const body = [{ _id: { $oid: 'n1' }, seen: false, type: 'post', title: 'Oi' }];
    const seen = capture('get', notificationPaths.notifications, () => HttpResponse.json(body));
    expect(await api.listNotifications({ page: 1, perPage: 50 })).toEqual({ ok: true, value: body });
    expect(Object.fromEntries(new URL(seen.request?.url ?? '').searchParams)).toEqual({
      page: '1',
      per_page: '50',
    });
  });

  it('a refusal or a network failure is a failed result', async () => {
    capture('get', notificationPaths.notifications, () => HttpResponse.json({}, { status: 401 }));
    expect(await api.listNotifications({ page: 1, perPage: 10 })).toMatchObject({ ok: false, status: 401 });
    capture('get', notificationPaths.notifications, () => HttpResponse.error());
    expect(await api.listNotifications({ page: 1, perPage: 10 })).toMatchObject({
      ok: false,
      status: 0,
      error: 'Erro de rede ao carregar as notificações. Tente novamente.',
    });
  });
});

describe('marking read (spec: Calls)', () => {
  it('PUT notifications/{id} sends seen true', async () => {
    const seen = capture('put', `${notificationPaths.notifications}/:id`, () =>
      HttpResponse.json({ ok: true }),
    );
    expect(await api.markNotificationRead('n 1')).toEqual({ ok: true, value: true });
    expect(new URL(seen.request?.url ?? '').pathname).toBe(`${notificationPaths.notifications}/n%201`);
    expect(await seen.request?.json()).toEqual({ seen: true });
  });

  it('PUT notifications/mark_all_read; a refusal is a failed result', async () => {
    capture('put', notificationPaths.notificationsMarkAllRead, () =>
      HttpResponse.json({ ok: true, updated: 2 }),
    );
    expect(await api.markAllNotificationsRead()).toEqual({ ok: true, value: true });
    capture('put', notificationPaths.notificationsMarkAllRead, () => HttpResponse.json({}, { status: 401 }));
    expect(await api.markAllNotificationsRead()).toMatchObject({ ok: false, status: 401 });
  });
});

describe('Web Push calls', () => {
  it('GET push/key answers the public key; an answer without it is invalid', async () => {
    capture('get', notificationPaths.pushKey, () => HttpResponse.json({ public_key: 'BKey' }));
    expect(await api.getPushKey()).toEqual({ ok: true, value: 'BKey' });
    capture('get', notificationPaths.pushKey, () => HttpResponse.json({}));
    expect(await api.getPushKey()).toEqual({ ok: false, status: 200, error: pushDomainTexts.keyFailed });
  });

  it('POST push/subscriptions sends the subscription; a refusal shows the server’s reason', async () => {
    const subscription = { endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } };
    const sent = capture('post', notificationPaths.pushSubscriptions, () =>
      HttpResponse.json({ subscription: { id: 's1', endpoint: subscription.endpoint } }, { status: 201 }),
    );
    expect(await api.subscribePush(subscription)).toEqual({
      ok: true,
      value: { id: 's1', endpoint: subscription.endpoint },
    });
    expect(await sent.request?.json()).toEqual(subscription);
    capture('post', notificationPaths.pushSubscriptions, () =>
      HttpResponse.json({ error: 'Endereço recusado' }, { status: 400 }),
    );
    expect(await api.subscribePush(subscription)).toEqual({
      ok: false,
      status: 400,
      error: 'Endereço recusado',
    });
    capture('post', notificationPaths.pushSubscriptions, () => HttpResponse.error());
    expect(await api.subscribePush(subscription)).toMatchObject({
      ok: false,
      status: 0,
      error: pushDomainTexts.network,
    });
  });

  it('DELETE push/subscriptions sends the endpoint', async () => {
    const sent = capture('delete', notificationPaths.pushSubscriptions, () =>
      HttpResponse.json({ ok: true }),
    );
    expect(await api.unsubscribePush('https://push.example/1')).toEqual({ ok: true, value: true });
    expect(await sent.request?.json()).toEqual({ endpoint: 'https://push.example/1' });
  });

  it('GET and PUT push/preferences', async () => {
    const preferences = makeWirePushPreferences({ votes: true });
    capture('get', notificationPaths.pushPreferences, () => HttpResponse.json({ preferences }));
    expect(await api.getPushPreferences()).toEqual({ ok: true, value: preferences });
    const sent = capture('put', notificationPaths.pushPreferences, () => HttpResponse.json({ preferences }));
    expect(await api.savePushPreferences({ votes: true })).toEqual({ ok: true, value: preferences });
    expect(await sent.request?.json()).toEqual({ votes: true });
    capture('put', notificationPaths.pushPreferences, () => HttpResponse.json({}, { status: 500 }));
    expect(await api.savePushPreferences({ votes: true })).toEqual({
      ok: false,
      status: 500,
      error: pushDomainTexts.preferencesFailed,
    });
  });
});
