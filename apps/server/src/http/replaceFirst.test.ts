import { describe, expect, it } from 'vitest';
import { replaceFirst } from './replaceFirst.ts';

describe('replaceFirst (residents’ words put into a page)', () => {
  const page = '<head></head><body><div id="root"></div></body>';

  it.each([
    ["$'$'$&", `<head></head><body>$'$'$&<div id="root"></div></body>`],
    ['$`x$`', '<head></head><body>$`x$`<div id="root"></div></body>'],
    ['$$ $1 $<name>', '<head></head><body>$$ $1 $<name><div id="root"></div></body>'],
  ])('inserts %s as it is, never as a replacement pattern', (words, expected) => {
    expect(replaceFirst(page, '<div id="root">', `${words}<div id="root">`)).toBe(expected);
  });

  it('replaces the first occurrence only', () => {
    expect(replaceFirst('a-b-a', 'a', 'c')).toBe('c-b-a');
  });

  it('leaves the text as it is when the tag is not in it', () => {
    expect(replaceFirst(page, '<main>', "$'")).toBe(page);
  });
});
