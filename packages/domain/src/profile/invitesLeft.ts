/** Invites each resident may send (spec: Business constants and limits). */
export const INVITE_ALLOWANCE = 10;

/** Invites still available: 10 minus those used, never below 0 (spec: Business constants and limits). */
export function invitesLeft(used: number): number {
  const spent = Number.isFinite(used) ? Math.max(0, Math.floor(used)) : 0;
  return Math.max(0, INVITE_ALLOWANCE - spent);
}
