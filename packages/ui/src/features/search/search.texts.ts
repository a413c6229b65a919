// What the search pieces show. The spec names the call but not the page, so these are ours,
// worded as the members directory's search is ("Nenhum membro encontrado", "Limpar busca").

/** Fixed texts of the search pieces. */
export const searchTexts = {
  title: 'Busca',
  /** The header's field and the page's. */
  field: 'Buscar na vizinhança',
  placeholder: 'Buscar postagens, comentários, eventos, serviços e membros...',
  submit: 'Buscar',
  kind: 'Tipo',
  category: 'Categoria',
  allCategories: 'Todas as categorias',
  results: 'Resultados',
  members: 'Membros',
  loading: 'Buscando...',
  loadingMore: 'Carregando mais resultados...',
  more: 'Mostrar mais resultados',
  end: 'Todos os resultados foram mostrados',
  idleTitle: 'O que você procura na vizinhança?',
  idleHint: 'Busque por palavras de postagens, comentários, eventos, serviços e nomes de membros.',
  noResults: 'Nada encontrado',
  noResultsHint: 'Tente buscar com termos diferentes ou verifique a ortografia',
  clearFilters: 'Limpar filtros',
  retry: 'Tentar de novo',
} as const;
