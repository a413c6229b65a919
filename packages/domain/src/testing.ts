// Test helpers for other packages (`@vizinhos/domain/testing`): a fixed clock, deterministic wire
// fixtures with partial overrides, and fast-check arbitraries. Never imported by the rules themselves.
import fc from 'fast-check';
import type { WireUser } from './accounts/wireUser.ts';
import type { WireId } from './common/ids.ts';
import type { WireConversation, WireMessage } from './messaging/wireConversation.ts';
import type { WireNotification } from './notifications/wireNotification.ts';

/** The fixed "now" of every test. */
export const FIXED_NOW = new Date('2026-11-21T12:00:00.000Z');

/** A resident of Vila Mariana as `GET /api/v1/users/me?include_area=true` returns it. */
export function makeWireUser(overrides: Partial<WireUser> = {}): WireUser {
  const user: WireUser = {
    _id: { $oid: '64b000000000000000000001' },
    username: 'maria.souza',
    first_name: 'Maria',
    last_name: 'Souza',
    email: 'maria@example.com',
    avatar: null,
    summary: 'Moradora da Rua das Flores.',
    role: { name: 'Fundador' },
    area_id: { $oid: '64a000000000000000000001' },
    area: {
      _id: { $oid: '64a000000000000000000001' },
      id: '64a000000000000000000001',
      name: 'Vila Mariana',
      area_full: 'Vila Mariana, São Paulo - SP',
      latitude: -23.5891,
      longitude: -46.6347,
      city: { name: 'São Paulo' },
      state: { name: 'SP' },
    },
    created_at: '2025-03-15T12:00:00.000Z',
    points: 120,
    stomp_key: 'sk-maria',
    ...overrides,
  };
  // The server sends the id twice, as `_id.$oid` and as `id`.
  const id = typeof user._id === 'object' && user._id !== null ? user._id.$oid : user._id;
  return { ...user, id: overrides.id ?? id };
}

/** A notification of a vote on the reader's post. */
export function makeWireNotification(overrides: Partial<WireNotification> = {}): WireNotification {
  return {
    _id: { $oid: 'n1' },
    created_at: '2026-11-21T11:00:00.000Z',
    seen: false,
    count: 1,
    type: 'vote',
    vote: { direction: 'up', user: { username: 'joao.lima' } },
    post: { _id: { $oid: 'p1' }, id: 'p1', title: 'Buraco na Rua das Flores' },
    ...overrides,
  };
}

/** A direct conversation between Maria and João. */
export function makeWireConversation(overrides: Partial<WireConversation> = {}): WireConversation {
  return {
    _id: 'c1',
    title: null,
    users: [
      {
        _id: 'u1',
        username: 'maria.souza',
        conversation_user: { _id: 'cu1', conversation_role: { name: 'Admin' } },
      },
      {
        _id: 'u2',
        username: 'joao.lima',
        conversation_user: { _id: 'cu2', conversation_role: { name: 'Member' } },
      },
    ],
    conversation_users: [
      { _id: 'cu1', user: { _id: 'u1', username: 'maria.souza' }, stomp_key: 'sk-maria' },
      { _id: 'cu2', user: { _id: 'u2', username: 'joao.lima' }, stomp_key: 'sk-joao' },
    ],
    latest_message: { body: 'Bom dia, vizinho!' },
    has_unread: false,
    updated_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** A chat message from João. */
export function makeWireMessage(overrides: Partial<WireMessage> = {}): WireMessage {
  return {
    _id: 'm1',
    body: 'Bom dia, vizinho!',
    user: { _id: 'u2', username: 'joao.lima', avatar: null },
    is_command: false,
    created_at: '2026-11-21T10:00:00.000Z',
    conversation_user: { _id: 'cu2' },
    conversation_id: 'c1',
    ...overrides,
  };
}

/** Any value an id may take on the wire: text, number or `{ $oid }`. */
export const wireIdArbitrary: fc.Arbitrary<WireId> = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.string().map(($oid) => ({ $oid })),
);

/** Any moment within a few centuries of FIXED_NOW, as epoch milliseconds. */
export const momentArbitrary: fc.Arbitrary<number> = fc.integer({
  min: FIXED_NOW.getTime() - 1e13,
  max: FIXED_NOW.getTime() + 1e13,
});

/**
 * A web address (scheme, host, optional path), cheap to generate: fast-check's own webUrl builds its
 * domain and path grammars on first use, which takes seconds on a loaded machine.
 */
export function webAddress(): fc.Arbitrary<string> {
  const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,14}$/);
  const host = fc.tuple(
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.constantFrom('br', 'com', 'app', 'org'),
  );
  const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,10}$/);
  return fc
    .tuple(fc.constantFrom('http', 'https'), host, fc.array(segment, { maxLength: 3 }))
    .map(
      ([scheme, [labels, tld], path]) =>
        `${scheme}://${[...labels, tld].join('.')}${path.map((part) => `/${part}`).join('')}`,
    );
}
