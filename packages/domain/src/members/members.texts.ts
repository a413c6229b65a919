/** Texts of the members directory (spec: Screens and routes), one catalogue so a wording change is one edit. */
export const membersDomainTexts = {
  title: 'Membros da Vizinhança',
  searchPlaceholder: 'Buscar membros por nome de usuário...',
  loading: 'Carregando membros...',
  loadingMore: 'Carregando mais membros...',
  noResults: 'Nenhum membro encontrado',
  noResultsHint: 'Tente buscar com termos diferentes ou verifique a ortografia',
  clearSearch: 'Limpar busca',
  emptyArea: 'Nenhum membro na área',
  emptyAreaHint: 'Seja o primeiro a se juntar à vizinhança e comece a construir uma comunidade!',
} as const;
