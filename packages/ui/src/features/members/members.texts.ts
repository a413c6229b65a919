// What the members pieces say (spec: Screens and routes, Members directory).

import { commonTexts } from '../../common.texts.ts';

/** Fixed texts of the member pieces. */
export const membersTexts = {
  points: commonTexts.points,
  sendMessage: 'Enviar Mensagem',
  /** The directory's heading and search (spec: Members directory). */
  title: 'Membros da Vizinhança',
  search: 'Buscar membros',
  searchPlaceholder: 'Buscar membros por nome de usuário...',
  /** The list's accessible name. */
  list: commonTexts.members,
  loading: 'Carregando membros...',
  loadingMore: 'Carregando mais membros...',
  noResults: 'Nenhum membro encontrado',
  noResultsHint: commonTexts.noResultsHint,
  clearSearch: commonTexts.clearSearch,
  emptyArea: 'Nenhum membro na área',
  /** A page of the directory could not be loaded: said, never shown as an empty area. */
  loadFailed: 'Não foi possível carregar os membros.',
  retry: commonTexts.tryAgain,
  emptyAreaHint: 'Seja o primeiro a se juntar à vizinhança e comece a construir uma comunidade!',
} as const;
