// The public client: every feature's calls over one transport, and every feature's paths in one table.
import { accountCalls, accountPaths, unkeyedWrites } from './accounts.ts';
import { commentCalls } from './comments.ts';
import { apiErrorWordings } from './errors.ts';
import { calendarFeedCalls, calendarFeedPaths } from './events.ts';
import { type ApiClientOptions, createHttp } from './http.ts';
import { mapCalls, mapPaths } from './map.ts';
import { memberCalls, memberPaths } from './members.ts';
import { messagingCalls, messagingPaths } from './messaging.ts';
import { moderationCalls, moderationPaths } from './moderation.ts';
import { notificationCalls, notificationPaths } from './notifications.ts';
import { pollCalls } from './polls.ts';
import { postCalls, postPaths } from './posts.ts';
import { profileCalls, profilePaths } from './profile.ts';
import { searchCalls } from './search.ts';
import { serviceCalls, servicePaths } from './services.ts';

/** Every path of the contract, relative to the server's origin. */
export const apiPaths = {
  ...accountPaths,
  ...memberPaths,
  ...messagingPaths,
  ...profilePaths,
  ...mapPaths,
  ...postPaths,
  ...notificationPaths,
  ...calendarFeedPaths,
  ...servicePaths,
  ...moderationPaths,
} as const;

/** Builds the typed client of the contract; every call sends the session cookie. */
export function createApiClient(options: ApiClientOptions = {}) {
  const http = createHttp(options, apiErrorWordings, unkeyedWrites);
  return {
    ...accountCalls(http),
    ...memberCalls(http),
    ...messagingCalls(http),
    ...profileCalls(http),
    ...mapCalls(http),
    ...postCalls(http),
    ...commentCalls(http),
    ...notificationCalls(http),
    ...pollCalls(http),
    ...calendarFeedCalls(http),
    ...serviceCalls(http),
    ...moderationCalls(http),
    ...searchCalls(http),
  };
}

/** The client's type, for props and atoms that receive one. */
export type ApiClient = ReturnType<typeof createApiClient>;
