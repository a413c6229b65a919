import { memberSearchKey, toSearchKey, type User, type UserId, type WireUser } from '@vizinhos/domain';
import { makeWireUser } from '@vizinhos/domain/testing';
import { HttpResponse, http } from 'msw';
import { hang, refuse } from './respond.ts';

// Member fixtures (spec: Entities and their fields User) as domain models, plus wire users for the handlers.

/** Maria Souza, founder of Vila Mariana since March 2025, 120 points; override anything. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-maria' as UserId,
    username: 'maria.souza',
    firstName: 'Maria',
    lastName: 'Souza',
    email: 'maria@example.com',
    avatar: undefined,
    summary: 'Moradora da Rua das Flores há 12 anos. Organizo a feira de trocas e o mutirão da praça.',
    roleName: 'Fundador',
    areaId: undefined,
    area: undefined,
    createdAt: '2025-03-15T12:00:00.000Z',
    points: 120,
    stompKey: undefined,
    postCount: 14,
    commentCount: 52,
    averageObjectivity: 78,
    inviteCount: 2,
    ...overrides,
  };
}

// Every resident has a role on the wire: 'Membro' at least (spec: Roles and permissions).
const people: ReadonlyArray<readonly [string, string, string, string]> = [
  ['maria.souza', 'Maria', 'Souza', 'Fundador'],
  ['joao.pereira', 'João', 'Pereira', 'Moderador'],
  ['ana.lima', 'Ana', 'Lima', 'Membro'],
  ['carlos.mendes', 'Carlos', 'Mendes', 'Membro'],
  ['beatriz.rocha', 'Beatriz', 'Rocha', 'Admin'],
  ['diego.alves', 'Diego', 'Alves', 'Membro'],
];

/** `count` different wire members (usernames cycle through six residents, then get a number). */
export function makeWireMembers(count: number): WireUser[] {
  return Array.from({ length: count }, (_, index) => {
    const [username, first, last, role] = people[index % people.length]!;
    const suffix = index < people.length ? '' : String(Math.floor(index / people.length) + 1);
    return makeWireUser({
      _id: { $oid: `64b0000000000000000000${String(index + 10).padStart(2, '0')}` },
      username: `${username}${suffix}`,
      first_name: first,
      last_name: last,
      role: { name: role },
      points: 10 * (index + 1),
    });
  });
}

// Handlers of the members resource (spec: Calls): pages of 20, search by username or name.

function page(members: readonly WireUser[]) {
  return ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const pageNumber = Number(url.searchParams.get('page') ?? '1');
    const perPage = Number(url.searchParams.get('per_page') ?? '20');
    // As the server: username and names, accents and case folded ("joao" finds "João").
    const query = memberSearchKey(url.searchParams.get('q') ?? '') ?? '';
    const found = members.filter((member) =>
      toSearchKey(`${member.username ?? ''} ${member.first_name ?? ''} ${member.last_name ?? ''}`).includes(
        query,
      ),
    );
    return HttpResponse.json({
      users: found.slice((pageNumber - 1) * perPage, pageNumber * perPage),
      meta: { total_count: found.length },
    });
  };
}

/** Scenarios of the members resource. */
export const memberHandlers = {
  /** Six members of Vila Mariana. */
  default: (members: readonly WireUser[] = makeWireMembers(6)) => [
    http.get('*/api/v1/users/search', page(members)),
    http.get('*/api/v1/users', page(members)),
  ],
  /** Nobody in the area. */
  empty: () => [http.get('*/api/v1/users/search', page([])), http.get('*/api/v1/users', page([]))],
  /** The list never answers: "Carregando membros...". */
  loading: () => [http.get('*/api/v1/users/search', hang), http.get('*/api/v1/users', hang)],
  /** The list is refused (only logged, spec: Error catalogue). */
  error: () => [http.get('*/api/v1/users', () => refuse('Erro ao carregar membros'))],
};
