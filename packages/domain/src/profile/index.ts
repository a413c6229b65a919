export { INVITE_ALLOWANCE, invitesLeft } from './invitesLeft.ts';
export { RECENT_ACTIVITY_LIMIT, recentActivity } from './recentActivity.ts';
