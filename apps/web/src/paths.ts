import { mailLinkPages } from '@vizinhos/api';
import { type CategoryKey, categorySlug } from '@vizinhos/domain';
import { activationPattern } from './activationPattern.ts';

/** The map's search parameter naming the category whose located posts it shows. */
export const mapCategoryParam = 'categoria';

/** The app's addresses (README, "Addresses"); routes.tsx matches them, links and navigation build them. */
export const paths = {
  home: '/',
  category: (key: CategoryKey) => `/categoria/${categorySlug(key)}`,
  post: (postId: string) => `/posts/${encodeURIComponent(postId)}`,
  map: '/mapa',
  /** The map of one category's timeline ("Mapa - {category}"), so a reload or a shared link shows the same. */
  categoryMap: (key: CategoryKey) => `/mapa?${mapCategoryParam}=${categorySlug(key)}`,
  members: '/membros',
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
