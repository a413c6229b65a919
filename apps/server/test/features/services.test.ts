import { servicePath, servicePaths } from '@vizinhos/api';
import { buildLiveDestination, SERVICE_TEXTS } from '@vizinhos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, destinationOf, nextMessage, subscribeToArea } from '../support/liveSubscriber.ts';
import { frameIs, type RawStompClient } from '../support/rawStompClient.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';

// Serviços on the real server: the area's services listed to every resident, written and removed by
// their authors only, refused in Portuguese, and live to a second resident of the area.

let server: TestServer;
let maria: TestMember;
let mariaCookie: string;
let joaoCookie: string;
let moemaCookie: string;
let joaoLive: RawStompClient;

const chaveiro = {
  name: 'Chaveiro do Zé',
  kind: 'reparos',
  phone: '(11) 98888-7777',
  address: 'Rua Domingos de Morais, 300',
  opening_hours: '24 horas',
};

async function send(cookie: string, method: string, path: string, service?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, ...(service === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(service === undefined ? {} : { body: JSON.stringify({ service }) }),
  });
  return { status: response.status, body: await response.json() };
}

const next = (type: string, id?: string) =>
  nextMessage(
    joaoLive,
    type,
    id,
    (body) => (body.service_id as string | undefined) ?? (body.service as { id?: string } | undefined)?.id,
  );

beforeAll(async () => {
  server = await startTestServer();
  maria = await server.createMember({ username: 'maria' });
  const joao = await server.createMember({ username: 'joao' });
  await server.createMember({ username: 'forasteira', areaName: 'Moema' });
  mariaCookie = await server.login('maria');
  joaoCookie = await server.login('joao');
  moemaCookie = await server.login('forasteira');
  joaoLive = await subscribeToArea(server.url, joaoCookie, joao.areaId);
});
afterAll(async () => {
  joaoLive?.socket.terminate();
  await server.close();
});

describe('services of the area', () => {
  it('a resident adds one; a neighbour lists it and hears of it live (service_update)', async () => {
    const arrival = next('service_update');
    const created = await send(mariaCookie, 'POST', servicePaths.services, chaveiro);
    expect(created.status).toBe(201);
    const id = created.body.service.id as string;
    expect(created.body.service).toMatchObject({
      ...chaveiro,
      _id: { $oid: id },
      user_id: maria.id,
      user: { username: 'maria' },
    });
    const frame = await arrival;
    expect(destinationOf(frame)).toBe(buildLiveDestination('timeline', maria.areaId));
    expect(bodyOf(frame)).toEqual({ type: 'service_update', service: created.body.service });
    const listed = await send(joaoCookie, 'GET', servicePaths.services);
    expect(listed.body.services).toContainEqual(created.body.service);
    // Another area's list does not hold it.
    const moema = await send(moemaCookie, 'GET', servicePaths.services);
    expect(moema.body.services.map((one: { id: string }) => one.id)).not.toContain(id);
  });

  it('its author edits and deletes it, live; a neighbour may not; another area finds nothing', async () => {
    const { body } = await send(mariaCookie, 'POST', servicePaths.services, chaveiro);
    const id = body.service.id as string;
    expect(await send(joaoCookie, 'PUT', servicePath(id), chaveiro)).toEqual({
      status: 403,
      body: { error: SERVICE_TEXTS.notAuthor },
    });
    expect((await send(joaoCookie, 'DELETE', servicePath(id))).status).toBe(403);
    expect(await send(moemaCookie, 'DELETE', servicePath(id))).toEqual({
      status: 404,
      body: { error: SERVICE_TEXTS.notFound },
    });
    const update = next('service_update', id);
    const edited = await send(mariaCookie, 'PUT', servicePath(id), {
      ...chaveiro,
      opening_hours: 'Seg a sex',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.service).toMatchObject({ id, opening_hours: 'Seg a sex' });
    expect(bodyOf(await update).service).toMatchObject({ id, opening_hours: 'Seg a sex' });
    const removal = next('service_delete', id);
    expect(await send(mariaCookie, 'DELETE', servicePath(id))).toEqual({ status: 200, body: { ok: true } });
    expect(bodyOf(await removal)).toEqual({ type: 'service_delete', service_id: id });
    expect((await send(mariaCookie, 'DELETE', servicePath(id))).status).toBe(404);
  });

  it.each<[string, unknown, string, Record<string, string>]>([
    [
      'no service at all',
      undefined,
      SERVICE_TEXTS.nameRequired,
      {
        name: SERVICE_TEXTS.nameRequired,
        kind: SERVICE_TEXTS.kindRequired,
        phone: SERVICE_TEXTS.phoneRequired,
      },
    ],
    [
      'an unknown kind',
      { ...chaveiro, kind: 'mercado' },
      SERVICE_TEXTS.kindRequired,
      {
        kind: SERVICE_TEXTS.kindRequired,
      },
    ],
    [
      'a phone with letters',
      { ...chaveiro, phone: 'ligue já' },
      SERVICE_TEXTS.phoneInvalid,
      {
        phone: SERVICE_TEXTS.phoneInvalid,
      },
    ],
    [
      'a name too long',
      { ...chaveiro, name: 'x'.repeat(81) },
      SERVICE_TEXTS.nameTooLong(80),
      {
        name: SERVICE_TEXTS.nameTooLong(80),
      },
    ],
  ])(
    'refuses %s with 422 and the field’s Portuguese message; nothing is published',
    async (_, service, error, fields) => {
      const before = joaoLive.frames.length;
      const answer = await send(mariaCookie, 'POST', servicePaths.services, service ?? {});
      expect(answer).toEqual({ status: 422, body: { error, fields } });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(joaoLive.frames.slice(before).filter(frameIs('MESSAGE'))).toEqual([]);
    },
  );

  it('signed out: 401', async () => {
    const response = await fetch(`${server.url}${servicePaths.services}`);
    expect(response.status).toBe(401);
  });
});
