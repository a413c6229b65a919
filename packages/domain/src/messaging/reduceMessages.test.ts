import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MessageId } from '../common/index.ts';
import type { Message } from './message.ts';
import { confirmsPending, type MessagesAction, reduceMessages } from './reduceMessages.ts';

const make = (id: string, overrides: Partial<Message> = {}): Message => ({
  id: id as MessageId,
  body: 'Bom dia',
  senderId: undefined,
  senderUsername: 'ana',
  senderAvatar: undefined,
  senderRoleName: undefined,
  post: undefined,
  isCommand: false,
  createdAt: '2026-11-21T10:00:00.000Z',
  conversationId: undefined,
  status: 'confirmed',
  ...overrides,
});
const pending = make('tmp-1', { status: 'pending' });

describe('confirmsPending', () => {
  it.each([
    ['spec: States and transitions: the same id', make('tmp-1', { body: 'outro' }), true],
    [
      'spec: States and transitions: same body and sender within 5 s',
      make('m9', { createdAt: '2026-11-21T10:00:05.000Z' }),
      true,
    ],
    [
      'spec: States and transitions: 6 s later is another message',
      make('m9', { createdAt: '2026-11-21T10:00:06.000Z' }),
      false,
    ],
    ['spec: States and transitions: another body', make('m9', { body: 'Boa noite' }), false],
    ['spec: States and transitions: another sender', make('m9', { senderUsername: 'bia' }), false],
    [
      'spec: States and transitions: no time on the confirmation',
      make('m9', { createdAt: undefined }),
      false,
    ],
  ])('%s', (_name, received, confirms) => {
    expect(confirmsPending(pending, received)).toBe(confirms);
  });

  it('spec: States and transitions: a pending message with no time is matched by id only', () => {
    const untimed = make('tmp-2', { status: 'pending', createdAt: undefined });
    expect(confirmsPending(untimed, make('m9', { createdAt: undefined }))).toBe(false);
    expect(confirmsPending(untimed, make('tmp-2'))).toBe(true);
  });
});

describe('confirmsPending by client id (a resend carries the same one)', () => {
  it.each([
    [
      'the echo carries the pending message’s id as its client id',
      make('tmp-1'),
      make('m1', { body: 'x', clientId: 'tmp-1' }),
      true,
    ],
    [
      'the echo carries the pending message’s own client id',
      make('tmp-1', { clientId: 'c1' }),
      make('m1', { body: 'x', clientId: 'c1' }),
      true,
    ],
    [
      'another client id does not confirm',
      make('tmp-1', { clientId: 'c1' }),
      make('m1', { body: 'x', clientId: 'c2' }),
      false,
    ],
    [
      'an echo without a client id falls back to body and sender',
      make('tmp-1'),
      make('m1', { body: 'x' }),
      false,
    ],
  ])('%s', (_case, waiting, echo, expected) => {
    expect(confirmsPending({ ...waiting, status: 'pending' }, echo)).toBe(expected);
  });
});

describe('reduceMessages', () => {
  it.each<[string, Message[], MessagesAction, Pick<Message, 'id' | 'status'>[]]>([
    [
      'spec: States and transitions: sending adds a pending message',
      [],
      { type: 'sent', message: make('tmp-1') },
      [{ id: 'tmp-1' as MessageId, status: 'pending' }],
    ],
    [
      'spec: States and transitions: the live echo confirms it',
      [pending],
      { type: 'received', message: make('m1') },
      [{ id: 'm1' as MessageId, status: 'confirmed' }],
    ],
    [
      'spec: States and transitions: another message is appended',
      [pending],
      { type: 'received', message: make('m2', { body: 'Oi' }) },
      [
        { id: 'tmp-1' as MessageId, status: 'pending' },
        { id: 'm2' as MessageId, status: 'confirmed' },
      ],
    ],
    [
      'spec: States and transitions: a repeated message is not duplicated',
      [make('m1')],
      { type: 'received', message: make('m1') },
      [{ id: 'm1' as MessageId, status: 'confirmed' }],
    ],
    [
      'spec: States and transitions: a send error fails it',
      [pending],
      { type: 'sendFailed', id: pending.id },
      [{ id: 'tmp-1' as MessageId, status: 'failed' }],
    ],
    [
      'spec: States and transitions: a confirmed message cannot fail',
      [make('m1')],
      { type: 'sendFailed', id: 'm1' as MessageId },
      [{ id: 'm1' as MessageId, status: 'confirmed' }],
    ],
    [
      'spec: States and transitions: a tap retries a failed one',
      [make('tmp-1', { status: 'failed' })],
      { type: 'retried', id: pending.id },
      [{ id: 'tmp-1' as MessageId, status: 'pending' }],
    ],
    [
      'a failed message the sender lets go leaves the chat',
      [make('m1'), make('tmp-1', { status: 'failed' })],
      { type: 'discarded', id: pending.id },
      [{ id: 'm1' as MessageId, status: 'confirmed' }],
    ],
    [
      'only a failed message can be let go',
      [make('m1'), pending],
      { type: 'discarded', id: pending.id },
      [
        { id: 'm1' as MessageId, status: 'confirmed' },
        { id: 'tmp-1' as MessageId, status: 'pending' },
      ],
    ],
    [
      'spec: Business constants and limits: page 1 replaces the history, keeping unsent ones',
      [make('old'), pending],
      { type: 'pageLoaded', page: 1, messages: [make('m1', { body: 'x' })] },
      [
        { id: 'm1' as MessageId, status: 'confirmed' },
        { id: 'tmp-1' as MessageId, status: 'pending' },
      ],
    ],
    [
      'a message that came live while page 1 was on its way stays after it (the page was read before it)',
      [make('live', { createdAt: '2026-11-21T10:00:03.000Z' }), pending],
      { type: 'pageLoaded', page: 1, messages: [make('m1', { body: 'x' })] },
      [
        { id: 'm1' as MessageId, status: 'confirmed' },
        { id: 'live' as MessageId, status: 'confirmed' },
        { id: 'tmp-1' as MessageId, status: 'pending' },
      ],
    ],
    [
      'a live message page 1 already holds is shown once; with an empty page, what came live stays',
      [make('m1', { createdAt: '2026-11-21T10:00:03.000Z' })],
      { type: 'pageLoaded', page: 1, messages: [make('m1', { createdAt: '2026-11-21T10:00:03.000Z' })] },
      [{ id: 'm1' as MessageId, status: 'confirmed' }],
    ],
    [
      'without times nothing is known to have come live: page 1 replaces the history',
      [make('untimed', { createdAt: undefined })],
      { type: 'pageLoaded', page: 1, messages: [make('m1', { createdAt: undefined })] },
      [{ id: 'm1' as MessageId, status: 'confirmed' }],
    ],
    [
      'an empty page 1 keeps what came live',
      [make('live')],
      { type: 'pageLoaded', page: 1, messages: [] },
      [{ id: 'live' as MessageId, status: 'confirmed' }],
    ],
    [
      'spec: Business constants and limits: an older page goes in front',
      [make('m5')],
      { type: 'pageLoaded', page: 2, messages: [make('m1')] },
      [
        { id: 'm1' as MessageId, status: 'confirmed' },
        { id: 'm5' as MessageId, status: 'confirmed' },
      ],
    ],
  ])('%s', (_name, state, action, expected) => {
    expect(reduceMessages(state, action).map(({ id, status }) => ({ id, status }))).toEqual(expected);
  });

  it('throws on an unknown action (a bug)', () => {
    expect(() => reduceMessages([], { type: 'edit' } as never)).toThrow();
  });

  it('invariant: a pending message never stays pending once its echo arrives, and no id repeats', () => {
    const bodies = fc.constantFrom('a', 'b', 'c');
    fc.assert(
      fc.property(
        fc.array(bodies, { maxLength: 8 }),
        fc.array(fc.boolean(), { maxLength: 8 }),
        (sent, fails) => {
          let messages: Message[] = [];
          sent.forEach((body, n) => {
            messages = reduceMessages(messages, { type: 'sent', message: make(`tmp-${n}`, { body }) });
            if (fails[n])
              messages = reduceMessages(messages, { type: 'sendFailed', id: `tmp-${n}` as MessageId });
          });
          sent.forEach((body, n) => {
            if (fails[n])
              messages = reduceMessages(messages, { type: 'retried', id: `tmp-${n}` as MessageId });
            messages = reduceMessages(messages, { type: 'received', message: make(`m-${n}`, { body }) });
          });
          expect(messages.filter((m) => m.status !== 'confirmed')).toEqual([]);
          expect(new Set(messages.map((m) => m.id)).size).toBe(messages.length);
          expect(messages).toHaveLength(sent.length);
        },
      ),
    );
  });
});
