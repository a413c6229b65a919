import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PostId } from '../common/index.ts';
import {
  isSendKey,
  offersConversationTitle,
  shouldSearchUsers,
  validateMessageDraft,
  validateNewConversation,
} from './validateConversation.ts';

describe('conversation validation', () => {
  it.each([
    ['spec: Validation rules: one character', 'a', false],
    ['spec: Validation rules: two characters', 'an', true],
    ['spec: Validation rules: blanks do not count', ' a ', false],
  ])('shouldSearchUsers: %s', (_name, query, runs) => {
    expect(shouldSearchUsers(query)).toBe(runs);
  });

  it.each([
    [
      'spec: Validation rules: no participant',
      0,
      { ok: false, message: 'Selecione pelo menos um participante.' },
      false,
    ],
    ['spec: Validation rules: one participant, no title', 1, { ok: true }, false],
    ['spec: Validation rules: two participants, a title', 2, { ok: true }, true],
  ])('%s', (_name, count, check, title) => {
    expect(validateNewConversation(count)).toEqual(check);
    expect(offersConversationTitle(count)).toBe(title);
  });

  it.each([
    ['spec: Validation rules: text', { text: 'Oi' }, true],
    ['spec: Validation rules: blank text only', { text: '  \n' }, false],
    ['spec: Validation rules: an attached post alone', { text: '', postId: 'p1' as PostId }, true],
  ])('validateMessageDraft: %s', (_name, draft, ok) => {
    expect(validateMessageDraft(draft).ok).toBe(ok);
  });

  it.each([
    ['spec: Validation rules: Enter sends', { key: 'Enter', shiftKey: false }, true],
    ['spec: Validation rules: Shift+Enter is a new line', { key: 'Enter', shiftKey: true }, false],
    ['spec: Validation rules: other keys', { key: 'a', shiftKey: false }, false],
  ])('isSendKey: %s', (_name, event, sends) => {
    expect(isSendKey(event)).toBe(sends);
  });

  it('invariant: whitespace around a search text never changes the decision', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^\s*$/), (query, blank) => {
        expect(shouldSearchUsers(`${blank}${query}${blank}`)).toBe(shouldSearchUsers(query));
      }),
    );
  });
});
