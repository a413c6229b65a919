import { describe, expect, it } from 'vitest';
import {
  createPushPolicy,
  isAcceptedEndpoint,
  isForbiddenAddress,
  resolveEndpoint,
} from './pushEndpointPolicy.ts';

const policy = createPushPolicy(['push.exemplo.com.br']);
const resolvingTo =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address }));

describe('push endpoint policy', () => {
  it.each([
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.1.1', true],
    ['127.0.0.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['fe80::1', true],
    ['fd00::1', true],
    ['::ffff:10.0.0.1', true],
    ['142.250.79.10', false],
    ['2a00:1450:4001:80b::200a', false],
    ['não é endereço', true],
  ])('%s forbidden: %s', (address, forbidden) => {
    expect(isForbiddenAddress(address)).toBe(forbidden);
  });

  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', true],
    ['https://web.push.apple.com/abc', true],
    ['https://wns2-par02p.notify.windows.com/w/?token=abc', true],
    ['https://push.exemplo.com.br/abc', true],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', false],
    ['https://usuario:senha@fcm.googleapis.com/abc', false],
    ['https://evilfcm.googleapis.com.example/abc', false],
    ['https://142.250.79.10/abc', false],
    ['http://fcm.googleapis.com/abc', false],
  ])('%s accepted: %s', (endpoint, accepted) => {
    expect(isAcceptedEndpoint(new URL(endpoint), policy)).toBe(accepted);
  });

  it('a push host whose name resolves to a private or link-local address is forbidden; one that does not resolve is kept', async () => {
    const url = new URL('https://push.exemplo.com.br/abc');
    expect(await resolveEndpoint(url, policy, resolvingTo('10.0.0.7'))).toBe('forbidden');
    expect(await resolveEndpoint(url, policy, resolvingTo('142.250.79.10', 'fe80::2'))).toBe('forbidden');
    expect(await resolveEndpoint(url, policy, resolvingTo('142.250.79.10'))).toBe('ok');
    expect(
      await resolveEndpoint(url, policy, async () => {
        throw new Error('ENOTFOUND');
      }),
    ).toBe('unresolved');
  });

  it('a test’s local origin is accepted as it is, and only that origin', async () => {
    const local = createPushPolicy([], ['http://localhost:4321']);
    expect(isAcceptedEndpoint(new URL('http://localhost:4321/push/1'), local)).toBe(true);
    expect(isAcceptedEndpoint(new URL('http://localhost:4322/push/1'), local)).toBe(false);
    expect(
      await resolveEndpoint(new URL('http://localhost:4321/push/1'), local, resolvingTo('127.0.0.1')),
    ).toBe('ok');
  });
});
