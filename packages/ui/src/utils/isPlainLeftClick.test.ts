import { describe, expect, it } from 'vitest';
import { isPlainLeftClick } from './isPlainLeftClick.ts';

const plain = {
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};

describe('isPlainLeftClick', () => {
  it('a plain left click is handled in place', () => {
    expect(isPlainLeftClick(plain)).toBe(true);
  });

  it.each([
    ['the middle button (new tab)', { button: 1 }],
    ['Ctrl (new tab)', { ctrlKey: true }],
    ['Cmd (new tab)', { metaKey: true }],
    ['Shift (new window)', { shiftKey: true }],
    ['Alt (download)', { altKey: true }],
    ['already handled', { defaultPrevented: true }],
  ])('%s is left to the browser', (_name, change) => {
    expect(isPlainLeftClick({ ...plain, ...change })).toBe(false);
  });
});
