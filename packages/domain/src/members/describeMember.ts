import type { User } from '../accounts/index.ts';
import type { UserId } from '../common/index.ts';
import { DEFAULT_TIME_ZONE, parseMoment } from '../common/index.ts';

/** The name a member card shows (spec: Screens and routes): the full name when first and last both exist, else the username. */
export function memberDisplayName(member: Pick<User, 'username' | 'firstName' | 'lastName'>): string {
  const first = member.firstName?.trim();
  const last = member.lastName?.trim();
  return first && last ? `${first} ${last}` : member.username;
}

/** "Desde março de 2025" (spec: Screens and routes): the month and year of joining in pt-BR; undefined without a date. */
export function formatMemberSince(
  createdAt: string | undefined,
  timeZone = DEFAULT_TIME_ZONE,
): string | undefined {
  const joined = parseMoment(createdAt ?? '');
  if (joined === undefined) return undefined;
  const monthYear = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone }).format(
    joined,
  );
  return `Desde ${monthYear}`;
}

/** Members never get a message button for themselves (spec: Screens and routes, Roles and permissions). */
export function canMessageMember(memberId: UserId, currentUserId: UserId | undefined): boolean {
  return memberId !== currentUserId;
}
