// What the members pieces say (spec: Screens and routes, Members directory).

/** Fixed texts of the member pieces. */
export const membersTexts = {
  points: 'Pontos de influência',
  sendMessage: 'Enviar Mensagem',
  /** The directory's heading and search (spec: Members directory). */
  title: 'Membros da Vizinhança',
  search: 'Buscar membros',
  searchPlaceholder: 'Buscar membros por nome de usuário...',
  /** The list's accessible name. */
  list: 'Membros',
  loading: 'Carregando membros...',
  loadingMore: 'Carregando mais membros...',
  noResults: 'Nenhum membro encontrado',
  noResultsHint: 'Tente buscar com termos diferentes ou verifique a ortografia',
  clearSearch: 'Limpar busca',
  emptyArea: 'Nenhum membro na área',
  /** A page of the directory could not be loaded: said, never shown as an empty area. */
  loadFailed: 'Não foi possível carregar os membros.',
  retry: 'Tentar de novo',
  emptyAreaHint: 'Seja o primeiro a se juntar à vizinhança e comece a construir uma comunidade!',
} as const;
