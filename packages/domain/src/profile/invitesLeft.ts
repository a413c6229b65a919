/** Invites each resident may send (doc 2 §9). */
export const INVITE_ALLOWANCE = 10;

/** Invites still available: 10 minus those used, never below 0 (doc 2 §9). */
export function invitesLeft(used: number): number {
  const spent = Number.isFinite(used) ? Math.max(0, Math.floor(used)) : 0;
  return Math.max(0, INVITE_ALLOWANCE - spent);
}
