// What the search pieces show. The spec names the call but not the page, so these are ours,
// worded as the members directory's search is ("Nenhum membro encontrado", "Limpar busca").

import { commonTexts } from '../../common.texts.ts';

/** Fixed texts of the search pieces. */
export const searchTexts = {
  title: commonTexts.search,
  /** The header's field and the page's. */
  field: 'Buscar na vizinhança',
  placeholder: 'Buscar postagens, comentários, eventos, serviços e membros...',
  submit: 'Buscar',
  kind: commonTexts.kind,
  category: commonTexts.category,
  allCategories: 'Todas as categorias',
  results: 'Resultados',
  members: commonTexts.members,
  loading: commonTexts.searching,
  loadingMore: 'Carregando mais resultados...',
  more: 'Mostrar mais resultados',
  end: 'Todos os resultados foram mostrados',
  idleTitle: 'O que você procura na vizinhança?',
  idleHint: 'Busque por palavras de postagens, comentários, eventos, serviços e nomes de membros.',
  noResults: 'Nada encontrado',
  noResultsHint: commonTexts.noResultsHint,
  clearFilters: 'Limpar filtros',
  retry: commonTexts.tryAgain,
} as const;
