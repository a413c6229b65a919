import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ConnectionEvent,
  type ConnectionStatus,
  reduceConnectionStatus,
} from './reduceConnectionStatus.ts';

describe('reduceConnectionStatus', () => {
  it.each<[string, ConnectionStatus, ConnectionEvent, ConnectionStatus]>([
    [
      'spec: States and transitions: disconnected then connecting',
      'disconnected',
      { type: 'connect' },
      'connecting',
    ],
    ['spec: States and transitions: then connected', 'connecting', { type: 'connected' }, 'connected'],
    ['spec: Error catalogue: a socket error sets error', 'connected', { type: 'failed' }, 'error'],
    [
      'spec: States and transitions: a disconnect returns to disconnected',
      'error',
      { type: 'disconnected' },
      'disconnected',
    ],
  ])('%s', (_name, status, event, next) => {
    expect(reduceConnectionStatus(status, event)).toBe(next);
  });

  it('throws on an unknown event (a bug)', () => {
    expect(() => reduceConnectionStatus('connected', { type: 'x' } as never)).toThrow();
  });

  it('invariant: the status is connected exactly when the last event was "connected"', () => {
    const event = fc.constantFrom<ConnectionEvent>(
      { type: 'connect' },
      { type: 'connected' },
      { type: 'failed' },
      { type: 'disconnected' },
    );
    fc.assert(
      fc.property(fc.array(event, { minLength: 1 }), (events) => {
        const status = events.reduce(reduceConnectionStatus, 'disconnected' as ConnectionStatus);
        expect(status === 'connected').toBe(events.at(-1)!.type === 'connected');
      }),
    );
  });
});
