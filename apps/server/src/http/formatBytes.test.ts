import { describe, expect, it } from 'vitest';
import { formatBytes } from './formatBytes.ts';

describe('formatBytes (limits named in refusals)', () => {
  it.each([
    [10 * 1024 * 1024, '10 MB'],
    [11 * 1024 * 1024, '11 MB'],
    [1.5 * 1024 * 1024, '1,5 MB'],
    [512 * 1024, '512 KB'],
    [100, '100 bytes'],
  ])('%i → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
