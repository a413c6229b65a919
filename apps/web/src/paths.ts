import { type CategoryKey, categorySlug } from '@vizinhos/domain';

/** The app's addresses (README, "Addresses"); routes.tsx matches them, links and navigation build them. */
export const paths = {
  home: '/',
  category: (key: CategoryKey) => `/categoria/${categorySlug(key)}`,
  post: (postId: string) => `/posts/${encodeURIComponent(postId)}`,
  map: '/mapa',
  members: '/membros',
  conversations: '/conversas',
  conversation: (conversationId: string) => `/conversas/${encodeURIComponent(conversationId)}`,
  profile: '/perfil',
  member: (userId: string) => `/perfil/${encodeURIComponent(userId)}`,
  settings: '/configuracoes',
} as const;
