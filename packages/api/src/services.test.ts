import { SERVICE_TEXTS, type ServiceDraft } from '@vizinhos/domain';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testBaseUrl, useRecordingServer } from '../mocks/recordingServer.ts';
import { makeServices, makeWireService, serviceMockTexts } from '../mocks/services.ts';
import { createApiClient } from './client.ts';
import { servicePath, servicePaths } from './services.ts';

const { capture } = useRecordingServer();
const api = createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] });
const draft: ServiceDraft = {
  name: 'Chaveiro do Zé',
  kind: 'reparos',
  phone: '(11) 98888-7777',
  address: 'Rua Domingos de Morais, 300',
  openingHours: '24 horas',
};
const body = {
  service: {
    name: 'Chaveiro do Zé',
    kind: 'reparos',
    phone: '(11) 98888-7777',
    address: 'Rua Domingos de Morais, 300',
    opening_hours: '24 horas',
  },
};

describe('the services calls', () => {
  it('GET services reads the list', async () => {
    const services = makeServices().map(makeWireService);
    capture('get', servicePaths.services, () => HttpResponse.json({ services }));
    expect(await api.listServices()).toEqual({ ok: true, value: services });
  });

  it('POST services sends the draft as JSON with opening_hours and reads the saved service', async () => {
    const service = makeWireService();
    const seen = capture('post', servicePaths.services, () =>
      HttpResponse.json({ service }, { status: 201 }),
    );
    expect(await api.createService(draft)).toEqual({ ok: true, value: service });
    expect(seen.request?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(seen.body ?? '')).toEqual(body);
  });

  it('PUT and DELETE services/{id} escape the id', async () => {
    const service = makeWireService();
    const put = capture('put', servicePath('s/1'), () => HttpResponse.json({ service }));
    expect(await api.updateService('s/1', draft)).toEqual({ ok: true, value: service });
    expect(JSON.parse(put.body ?? '')).toEqual(body);
    capture('delete', servicePath('s/1'), () => HttpResponse.json({ ok: true }));
    expect(await api.deleteService('s/1')).toEqual({ ok: true, value: true });
    expect(servicePath('s/1')).toBe('/api/v1/services/s%2F1');
  });

  it.each<[string, () => Promise<unknown>, Record<string, unknown>, number, string]>([
    [
      'a refused list shows the server’s text',
      () => api.listServices(),
      { error: 'Recusado' },
      403,
      'Recusado',
    ],
    ['a list that is not one', () => api.listServices(), { services: 'x' }, 200, SERVICE_TEXTS.listFailed],
    ['a refused save', () => api.createService(draft), {}, 500, SERVICE_TEXTS.saveFailed],
    ['a save without service', () => api.updateService('s1', draft), {}, 200, SERVICE_TEXTS.saveFailed],
    ['a refused delete', () => api.deleteService('s1'), {}, 404, SERVICE_TEXTS.deleteFailed],
  ])('%s', async (_name, call, answer, status, error) => {
    for (const method of ['get', 'post', 'put', 'delete'] as const)
      for (const path of [servicePaths.services, servicePath('s1')])
        capture(method, path, () => HttpResponse.json(answer as never, { status }));
    expect(await call()).toMatchObject({ ok: false, status, error });
  });

  it('the network failing has its own text; the mocks refuse with the server’s words', async () => {
    // No base URL in node: fetch fails as a dropped network does.
    expect(await createApiClient().listServices()).toMatchObject({
      ok: false,
      error: SERVICE_TEXTS.listNetwork,
    });
    expect(serviceMockTexts.listFailed).toBe(SERVICE_TEXTS.listFailed);
    expect(serviceMockTexts.saveFailed).toBe(SERVICE_TEXTS.saveFailed);
  });
});
