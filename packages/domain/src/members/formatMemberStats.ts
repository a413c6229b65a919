import { formatCount } from '../common/index.ts';

/** "1 membro", "N membros" (spec: Screens and routes). */
export function formatMemberCount(count: number): string {
  return formatCount(count, 'membro', 'membros');
}

/** The end of the list (spec: Screens and routes): "Todos os membros foram carregados • N membros total". */
export function formatMembersLoaded(total: number): string {
  return `Todos os membros foram carregados • ${formatMemberCount(total)} total`;
}

/** Influence points (spec: Screens and routes): "N pts", or nothing when the member has none recorded. */
export function formatPoints(points: number | undefined): string | undefined {
  return points === undefined ? undefined : `${points} pts`;
}
