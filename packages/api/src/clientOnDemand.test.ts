import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.ts';
import { createApiClientOnDemand } from './clientOnDemand.ts';

// The login route's client: its accounts calls at once, every other call of the whole
// client on demand, each answering as the whole client does.

type Seen = { method: string; url: string };
const recording = (seen: Seen[], status = 200) => ({
  baseUrl: 'https://bairro.example',
  fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ method: init?.method ?? 'GET', url: String(input) });
    return status === 200
      ? HttpResponse.json({ users: [], posts: [], user: null })
      : HttpResponse.json({ error: 'Falhou' }, { status });
  },
});

describe('createApiClientOnDemand', () => {
  it('has every call of the whole client, and is no promise', () => {
    const whole = createApiClient() as unknown as Record<string, unknown>;
    const onDemand = createApiClientOnDemand() as unknown as Record<string, unknown>;
    const names = Object.keys(whole);
    expect(names.length).toBeGreaterThan(60);
    for (const name of names) expect(typeof onDemand[name], name).toBe('function');
    expect(onDemand.then).toBeUndefined();
  });

  it('asks what the whole client asks and answers as it does, accounts and the rest alike', async () => {
    for (const status of [200, 500]) {
      const seenWhole: Seen[] = [];
      const seenOnDemand: Seen[] = [];
      const whole = createApiClient(recording(seenWhole, status));
      const onDemand = createApiClientOnDemand(recording(seenOnDemand, status));
      expect(await onDemand.signIn('maria', 'x')).toEqual(await whole.signIn('maria', 'x'));
      expect(await onDemand.forgotPassword('m@x.br')).toEqual(await whole.forgotPassword('m@x.br'));
      expect(await onDemand.members()).toEqual(await whole.members());
      expect(await onDemand.listPosts({ page: 2 })).toEqual(await whole.listPosts({ page: 2 }));
      expect(await onDemand.deletePost('p1')).toEqual(await whole.deletePost('p1'));
      expect(seenOnDemand).toEqual(seenWhole);
      expect(seenOnDemand).toHaveLength(5);
    }
  });

  it('a refused accounts call reads in the accounts’ own words', async () => {
    const onDemand = createApiClientOnDemand(recording([], 500));
    const answer = await onDemand.logout();
    expect(answer).toEqual({ ok: false, status: 500, error: 'Falhou' });
  });
});
