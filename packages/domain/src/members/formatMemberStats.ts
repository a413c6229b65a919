import { formatCount } from '../common/index.ts';

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
