import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canSendCommentText } from './canSendCommentText.ts';
import { COMMENT_PAGE_SIZE, hasMoreComments } from './hasMoreComments.ts';

describe('hasMoreComments', () => {
  it.each<[string, number, boolean]>([
    ['spec: Business constants and limits: exactly 5 came back: more may exist', 5, true],
    ['spec: Business constants and limits: 4 came back: the end', 4, false],
    ['spec: Business constants and limits: none came back: the end', 0, false],
  ])('%s', (_name, length, expected) => {
    expect(hasMoreComments(length)).toBe(expected);
  });

  it('spec: Business constants and limits: the page size is 5', () => {
    expect(COMMENT_PAGE_SIZE).toBe(5);
  });

  it('invariant: a page shorter than 5 always ends the list', () => {
    fc.assert(fc.property(fc.nat(4), (length) => !hasMoreComments(length)));
  });
});

describe('canSendCommentText', () => {
  it.each<[string, string, boolean]>([
    ['spec: Validation rules: empty text cannot be sent', '', false],
    ['spec: Validation rules: whitespace only cannot be sent', ' \n\t ', false],
    ['spec: Validation rules: any other text can', ' Concordo ', true],
  ])('%s', (_name, text, expected) => {
    expect(canSendCommentText(text)).toBe(expected);
  });

  it('invariant: text made only of whitespace is never sendable', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(' ', '\n', '\t', '\r'), { maxLength: 20 }),
        (chars) => !canSendCommentText(chars.join('')),
      ),
    );
  });
});
