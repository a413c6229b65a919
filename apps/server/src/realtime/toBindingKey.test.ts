import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toBindingKey } from './toBindingKey.ts';

describe('toBindingKey', () => {
  it.each([
    ['/topic/chat_q/user_abc123', 'chat_q.user_abc123'],
    ['/topic/area_q/timeline_42', 'area_q.timeline_42'],
    ['/topic/posts_q/area_a.b', 'posts_q.area_a%2Eb'],
    ['/topic/posts_q/area_*', 'posts_q.area_%2A'],
    ['/topic/posts_q/area_#', 'posts_q.area_%23'],
  ])('%s → %s', (destination, key) => {
    expect(toBindingKey(destination)).toBe(key);
  });

  it('invariant: distinct destinations never share a key, and a key holds no AMQP wildcard', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
        fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
        (a, b) => {
          const [one, two] = [`/topic/${a.join('/')}`, `/topic/${b.join('/')}`];
          expect(toBindingKey(one)).not.toMatch(/[*#]/);
          if (one !== two) expect(toBindingKey(one)).not.toBe(toBindingKey(two));
        },
      ),
    );
  });
});
