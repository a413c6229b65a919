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
    ['doc 1 §5: one character', 'a', false],
    ['doc 1 §5: two characters', 'an', true],
    ['doc 1 §5: blanks do not count', ' a ', false],
  ])('shouldSearchUsers: %s', (_name, query, runs) => {
    expect(shouldSearchUsers(query)).toBe(runs);
  });

  it.each([
    ['doc 1 §5: no participant', 0, { ok: false, message: 'Selecione pelo menos um participante.' }, false],
    ['doc 1 §5: one participant, no title', 1, { ok: true }, false],
    ['doc 1 §5: two participants, a title', 2, { ok: true }, true],
  ])('%s', (_name, count, check, title) => {
    expect(validateNewConversation(count)).toEqual(check);
    expect(offersConversationTitle(count)).toBe(title);
  });

  it.each([
    ['doc 1 §5: text', { text: 'Oi' }, true],
    ['doc 1 §5: blank text only', { text: '  \n' }, false],
    ['doc 1 §5: an attached post alone', { text: '', postId: 'p1' as PostId }, true],
  ])('validateMessageDraft: %s', (_name, draft, ok) => {
    expect(validateMessageDraft(draft).ok).toBe(ok);
  });

  it.each([
    ['doc 1 §5: Enter sends', { key: 'Enter', shiftKey: false }, true],
    ['doc 1 §5: Shift+Enter is a new line', { key: 'Enter', shiftKey: true }, false],
    ['doc 1 §5: other keys', { key: 'a', shiftKey: false }, false],
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
