import { moderationTexts } from './moderation.texts.ts';

/** The roles that review the queue (spec 3: Roles and permissions). */
const MODERATING_ROLES = ['Fundador', 'Admin', 'Moderador'] as const;

/** A role a founder or admin may give through the role call; null is back to Membro. */
export type AssignableRole = 'Moderador' | 'Admin' | null;

/** Whether a role reviews the queue, keeps, removes, warns, mutes and reads the log. */
export function canModerate(role: string | null | undefined): boolean {
  return MODERATING_ROLES.includes(role as (typeof MODERATING_ROLES)[number]);
}

/** Reads the role call's `role`: Moderador, Admin or null; undefined when it is none of them. */
export function readAssignableRole(role: unknown): AssignableRole | undefined {
  if (role === null) return null;
  return role === 'Moderador' || role === 'Admin' ? role : undefined;
}

/**
 * Whether `actorRole` may change a member whose role is `currentRole` to `nextRole` (spec 3: Roles
 * and permissions): Fundador and Admin appoint and remove moderators, the founder alone admins, and a
 * founder's role never changes (so the last founder cannot remove themselves). The refusal in Portuguese.
 */
export function checkRoleChange(
  actorRole: string,
  currentRole: string,
  nextRole: AssignableRole,
): { ok: true } | { ok: false; status: 403 | 409; message: string } {
  if (!canModerate(actorRole)) return { ok: false, status: 403, message: moderationTexts.onlyModeration };
  if (actorRole === 'Moderador')
    return { ok: false, status: 403, message: moderationTexts.onlyFounderOrAdmin };
  if (currentRole === 'Fundador') return { ok: false, status: 409, message: moderationTexts.founderFixed };
  if ((nextRole === 'Admin' || currentRole === 'Admin') && actorRole !== 'Fundador')
    return { ok: false, status: 403, message: moderationTexts.onlyFounder };
  return { ok: true };
}

/** A role button on a member's profile (spec 3: Profile). */
export type MemberRoleAction = 'appointModerator' | 'removeModerator' | 'appointAdmin' | 'removeAdmin';

/** The role each profile button asks the role call for. */
export const MEMBER_ROLE_ACTION_ROLE: Record<MemberRoleAction, AssignableRole> = {
  appointModerator: 'Moderador',
  removeModerator: null,
  appointAdmin: 'Admin',
  removeAdmin: null,
};

/**
 * What a reader may do from another member's profile (spec 3: Profile, Roles and permissions): the
 * role buttons checkRoleChange allows, and Silenciar for the moderation on anyone who does not moderate.
 */
export function memberModerationOptions(
  readerRole: string | null | undefined,
  memberRole: string | null | undefined,
): { roleActions: MemberRoleAction[]; canMute: boolean } {
  const reader = readerRole ?? 'Membro';
  const member = memberRole ?? 'Membro';
  const allowed = (next: AssignableRole) => checkRoleChange(reader, member, next).ok;
  const candidates: MemberRoleAction[] =
    member === 'Admin'
      ? ['removeAdmin']
      : member === 'Moderador'
        ? ['removeModerator', 'appointAdmin']
        : ['appointModerator', 'appointAdmin'];
  return {
    roleActions: candidates.filter((action) => allowed(MEMBER_ROLE_ACTION_ROLE[action])),
    canMute: canModerate(reader) && !canModerate(member),
  };
}

/**
 * Why a moderator may not decide a queue item or an appeal (spec 3: Nobody judges their own case):
 * it is their own content, or its author's role is above theirs.
 */
export type DecisionBar = 'own_content' | 'author_role';

/** How high each moderating role stands; any other role is 0. */
const ROLE_RANK: Record<(typeof MODERATING_ROLES)[number], number> = { Fundador: 3, Admin: 2, Moderador: 1 };
const rankOf = (role: string | null | undefined) =>
  canModerate(role) ? ROLE_RANK[role as (typeof MODERATING_ROLES)[number]] : 0;

/**
 * Whether `actor` may keep, remove or warn on content by `author`, or decide the appeal of its
 * removal (spec 3: Roles and permissions): never on their own content; a Moderador not on an Admin's
 * or the Fundador's. No role stands above the Fundador, so the Fundador's content goes to an Admin
 * (or another Fundador) and always has someone to decide it. Null when they may.
 */
export function decisionBar(
  actor: { id: string; role: string | null | undefined },
  author: { id: string; role: string | null | undefined },
): DecisionBar | null {
  if (actor.id === author.id) return 'own_content';
  const needed = Math.min(rankOf(author.role), ROLE_RANK.Admin);
  return rankOf(actor.role) >= needed ? null : 'author_role';
}
