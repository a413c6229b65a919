import type { WireUser } from '@vizinhos/domain';
import { HttpResponse, http } from 'msw';
import { makeWireMembers } from '../members.ts';
import { hang, refuse } from './respond.ts';

// Handlers of the members resource (doc 1 §7): pages of 20, search by username.

function page(members: readonly WireUser[]) {
  return ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const pageNumber = Number(url.searchParams.get('page') ?? '1');
    const perPage = Number(url.searchParams.get('per_page') ?? '20');
    const query = (url.searchParams.get('q') ?? '').trim().toLowerCase();
    const found = members.filter((member) => (member.username ?? '').toLowerCase().includes(query));
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
  /** The list is refused (only logged, doc 1 §8). */
  error: () => [http.get('*/api/v1/users', () => refuse('Erro ao carregar membros'))],
};
