import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAIL_LINK_SLUGS,
  type MailLinkKind,
  type MailLinkNextStep,
  type MailLinkState,
  mailLinkNextStep,
  readMailLinkState,
} from './mailLinkState.ts';

describe('readMailLinkState', () => {
  it.each<[unknown, MailLinkState]>([
    ['valid', 'valid'],
    ['used', 'used'],
    ['usado', 'used'],
    ['expirado', 'expired'],
    ['expired', 'expired'],
    ['invalido', 'invalid'],
    ['qualquer', 'invalid'],
    [undefined, 'invalid'],
    [3, 'invalid'],
  ])('%j → %s', (value, state) => {
    expect(readMailLinkState(value)).toBe(state);
  });

  it('invariant: every slug reads back as its state', () => {
    for (const [state, slug] of Object.entries(MAIL_LINK_SLUGS)) expect(readMailLinkState(slug)).toBe(state);
  });
});

describe('mailLinkNextStep (every mail link lands on a page with one next step)', () => {
  it.each<[MailLinkKind, MailLinkState, MailLinkNextStep]>([
    ['activation', 'valid', 'login'],
    ['activation', 'used', 'login'],
    ['activation', 'expired', 'newLink'],
    ['activation', 'invalid', 'newLink'],
    ['reset', 'valid', 'resetForm'],
    ['reset', 'used', 'login'],
    ['reset', 'expired', 'newLink'],
    ['reset', 'invalid', 'newLink'],
    ['invite', 'valid', 'signup'],
    ['invite', 'invalid', 'signup'],
  ])('%s %s → %s', (kind, state, step) => {
    expect(mailLinkNextStep(kind, state)).toBe(step);
  });

  it('invariant: a link that is not valid never opens the reset form', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<MailLinkKind>('activation', 'reset', 'invite'),
        fc.constantFrom<MailLinkState>('used', 'expired', 'invalid'),
        (kind, state) => {
          expect(mailLinkNextStep(kind, state)).not.toBe('resetForm');
        },
      ),
    );
  });
});
