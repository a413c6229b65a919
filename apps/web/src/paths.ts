import { mailLinkPages } from '@vizinhos/api';
import { type CategoryKey, categorySlug } from '@vizinhos/domain';
import { activationPattern } from './activationPattern.ts';

/** The map's search parameter naming the category whose located posts it shows. */
export const mapCategoryParam = 'categoria';

/** Busca's search parameters: the text, the kind (the API's `type`, omitted for every kind) and the category's slug. */
export const searchParams = { query: 'q', kind: 'tipo', category: 'categoria' } as const;

/** The address of a search: `/busca?q=...`, with its kind and category when narrowed. */
function searchPath(search?: { query: string; kind?: string; category?: CategoryKey | undefined }): string {
  if (!search) return '/busca';
  const params = new URLSearchParams({ [searchParams.query]: search.query });
  if (search.kind && search.kind !== 'all') params.set(searchParams.kind, search.kind);
  if (search.category) params.set(searchParams.category, categorySlug(search.category));
  return `/busca?${params}`;
}

/** The app's addresses (README, "Addresses"); routes.tsx matches them, links and navigation build them. */
export const paths = {
  home: '/',
  category: (key: CategoryKey) => `/categoria/${categorySlug(key)}`,
  post: (postId: string) => `/posts/${encodeURIComponent(postId)}`,
  map: '/mapa',
  /** The map of one category's timeline ("Mapa - {category}"), so a reload or a shared link shows the same. */
  categoryMap: (key: CategoryKey) => `/mapa?${mapCategoryParam}=${categorySlug(key)}`,
  members: '/membros',
  /** Busca: posts, comments, events, services and members of the area by their words. */
  search: searchPath,
  services: '/servicos',
  conversations: '/conversas',
  conversation: (conversationId: string) => `/conversas/${encodeURIComponent(conversationId)}`,
  profile: '/perfil',
  member: (userId: string) => `/perfil/${encodeURIComponent(userId)}`,
  settings: '/configuracoes',
  /** The review queue and the record (spec 3), for the area's moderators. */
  moderation: '/moderacao',
  /** Where a used, expired or unknown activation link lands (the server redirects there). */
  activation: mailLinkPages.activation,
  activationPattern,
} as const;
