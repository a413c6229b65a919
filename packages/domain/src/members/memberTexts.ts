import { formatCount } from '../shell/formatCount.ts';

/** Texts of the members directory (doc 1 §2), one catalogue so a wording change is one edit. */
export const memberTexts = {
  title: 'Membros da Vizinhança',
  searchPlaceholder: 'Buscar membros por nome de usuário...',
  sendMessage: 'Enviar Mensagem',
  loading: 'Carregando membros...',
  loadingMore: 'Carregando mais membros...',
  noResults: 'Nenhum membro encontrado',
  noResultsHint: 'Tente buscar com termos diferentes ou verifique a ortografia',
  clearSearch: 'Limpar busca',
  emptyArea: 'Nenhum membro na área',
  emptyAreaHint: 'Seja o primeiro a se juntar à vizinhança e comece a construir uma comunidade!',
} as const;

/** "1 membro", "N membros" (doc 1 §2). */
export function formatMemberCount(count: number): string {
  return formatCount(count, 'membro', 'membros');
}

/** The end of the list (doc 1 §2): "Todos os membros foram carregados • N membros total". */
export function formatMembersLoaded(total: number): string {
  return `Todos os membros foram carregados • ${formatMemberCount(total)} total`;
}

/** Influence points (doc 1 §2): "N pts", or nothing when the member has none recorded. */
export function formatPoints(points: number | undefined): string | undefined {
  return points === undefined ? undefined : `${points} pts`;
}
