import { describe, expect, it } from 'vitest';
import type { InternalListener } from '../realtime/internalChannel.ts';
import { createReadCache } from './readCache.ts';

/** A load that answers when told, counting how often it ran. */
function gate<T>(value: T) {
  let release = () => {};
  let runs = 0;
  const load = () => {
    runs += 1;
    return new Promise<T>((resolve) => {
      release = () => resolve(value);
    });
  };
  return { load, release: () => release(), runs: () => runs };
}

describe('createReadCache', () => {
  it('concurrent asks for one key share one load; later asks reuse it until it expires', async () => {
    let clock = 0;
    const reads = createReadCache({ ttlMs: 1_000, now: () => clock });
    const first = gate('a');
    const both = Promise.all([reads.get('k', first.load), reads.get('k', first.load)]);
    first.release();
    expect(await both).toEqual(['a', 'a']);
    expect(first.runs()).toBe(1);
    expect(await reads.get('k', async () => 'b')).toBe('a');
    clock = 1_001;
    expect(await reads.get('k', async () => 'b')).toBe('b');
  });

  it('a load overtaken by a write is handed to its askers but never kept', async () => {
    const reads = createReadCache();
    const slow = gate('before the write');
    const asked = reads.get('k', slow.load);
    await reads.clear();
    slow.release();
    expect(await asked).toBe('before the write');
    expect(await reads.get('k', async () => 'after the write')).toBe('after the write');
  });

  it('a failed load is not kept', async () => {
    const reads = createReadCache();
    await expect(reads.get('k', async () => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    expect(await reads.get('k', async () => 'ok')).toBe('ok');
  });

  it("another instance's write empties it; while the bus is lost nothing is kept", async () => {
    const listeners: InternalListener[] = [];
    const published: string[] = [];
    const channel = {
      publish: async (_destination: string, body: Uint8Array) => {
        published.push(Buffer.from(body).toString());
      },
      listen: async (_destination: string, listener: InternalListener) => {
        listeners.push(listener);
      },
    };
    const reads = createReadCache();
    await reads.connect(channel);
    const listener = listeners[0];
    if (!listener) throw new Error('not listening');
    await reads.get('k', async () => 1);
    listener.deliver(Buffer.from('another instance'));
    expect(await reads.get('k', async () => 2)).toBe(2);
    await reads.clear();
    expect(published).toHaveLength(1);
    // Its own echo does not empty it again.
    await reads.get('k', async () => 3);
    listener.deliver(Buffer.from(published[0] ?? ''));
    expect(await reads.get('k', async () => 4)).toBe(3);
    listener.lost();
    expect(await reads.get('k', async () => 5)).toBe(5);
    expect(await reads.get('k', async () => 6)).toBe(6);
    listener.restored();
    expect(await reads.get('k', async () => 7)).toBe(7);
    expect(await reads.get('k', async () => 8)).toBe(7);
  });
});
