import type { BadgeTone } from '../common/index.ts';

/** A role badge: its label and tone. */
export type RoleBadge = { label: string; tone: BadgeTone };

/**
 * The role badge (spec: Roles and permissions, Entities and their fields): Fundador secondary; Moderador primary, shown as "Mod" on comments;
 * Admin default tone. On member cards any other role shows with the default tone; on comments only
 * these three show a badge. No role, no badge.
 */
export function roleBadge(roleName: string | undefined, where: 'member' | 'comment'): RoleBadge | undefined {
  const name = roleName?.trim();
  if (!name) return undefined;
  if (name === 'Fundador') return { label: 'Fundador', tone: 'secondary' };
  if (name === 'Moderador') return { label: where === 'comment' ? 'Mod' : 'Moderador', tone: 'primary' };
  if (name === 'Admin') return { label: 'Admin', tone: 'default' };
  return where === 'member' ? { label: name, tone: 'default' } : undefined;
}
