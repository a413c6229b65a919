import { describe, expect, it } from 'vitest';
import { assertNever } from './assertNever.ts';

describe('assertNever', () => {
  it('throws naming the unhandled variant', () => {
    expect(() => assertNever({ type: 'x' } as never, 'action')).toThrow('Unhandled action: {"type":"x"}');
  });
});
