import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePollOption, normalizePollOptions, type PollOption } from './normalizePollOption.ts';
import type { WirePollOption } from './wirePollOption.ts';

describe('normalizePollOption', () => {
  it.each<[string, WirePollOption, PollOption | undefined]>([
    [
      'spec: Entities and their fields: _id, label, count, is_user_response',
      { _id: 'o1', label: 'Sim', count: 3, is_user_response: true },
      { id: 'o1' as never, label: 'Sim', count: 3, isUserResponse: true, responderIds: [] },
    ],
    [
      'spec: Entities and their fields: poll_option_responses with user_id',
      {
        _id: { $oid: 'o2' },
        label: 'Não',
        poll_option_responses: [{ user_id: 'u1' }, { user_id: { $oid: 'u2' } }, {}],
      },
      {
        id: 'o2' as never,
        label: 'Não',
        count: 2,
        isUserResponse: false,
        responderIds: ['u1', 'u2'] as never,
      },
    ],
    ['an option without id cannot be voted on', { label: 'Talvez' }, undefined],
    [
      'a missing label is empty',
      { id: 4 },
      { id: '4' as never, label: '', count: 0, isUserResponse: false, responderIds: [] },
    ],
  ])('%s', (_name, wire, expected) => {
    expect(normalizePollOption(wire)).toEqual(expected);
  });

  it('spec: Entities and their fields: a list drops options without id; null is an empty list', () => {
    expect(normalizePollOptions([{ label: 'x' }, { _id: 'o1' }]).map((option) => option.id)).toEqual(['o1']);
    expect(normalizePollOptions(null)).toEqual([]);
  });

  it('invariant: the count is never below the number of listed responses', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 20 }),
        fc.array(fc.string({ minLength: 1 }), { maxLength: 10 }),
        (count, users) => {
          const option = normalizePollOption({
            _id: 'o',
            count,
            poll_option_responses: users.map((user_id) => ({ user_id })),
          });
          expect(option?.count).toBeGreaterThanOrEqual(users.length);
        },
      ),
    );
  });
});
