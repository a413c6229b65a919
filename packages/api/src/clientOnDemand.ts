// The client as the login route loads it (issue 27): the accounts calls at once, with their own
// wordings (accountErrors.ts); every other call loads the whole client (client.ts, a chunk of its
// own) on its first use, or earlier through loadWholeClient (the signed-in screen's preload).
import { accountsDomainTexts } from '@vizinhos/domain';
import { accountErrorWordings } from './accountErrors.ts';
import { accountCalls } from './accounts.ts';
import type { ApiClient } from './client.ts';
import { type ApiClientOptions, createHttp } from './http.ts';
import { NETWORK_STATUS } from './wording.ts';

type AccountCall = keyof ReturnType<typeof accountCalls>;

/** The client's calls beyond the accounts' (a test checks the list is the client's). */
export const callsOnDemand = [
  'members',
  'listConversations',
  'createConversation',
  'getConversation',
  'updateConversation',
  'leaveConversation',
  'setConversationAdmin',
  'listMessages',
  'sendMessage',
  'searchResidents',
  'user',
  'updateMe',
  'changePassword',
  'exportMyData',
  'saveAreaPolygon',
  'saveAreaOutline',
  'areaBoundary',
  'analyze',
  'listPosts',
  'getPost',
  'createPost',
  'updatePost',
  'deletePost',
  'votePost',
  'flagPost',
  'listComments',
  'createComment',
  'updateComment',
  'deleteComment',
  'voteComment',
  'countCommentNudge',
  'commentNudgeFigures',
  'removeCommentVote',
  'listNotifications',
  'markNotificationRead',
  'markAllNotificationsRead',
  'getPushKey',
  'subscribePush',
  'unsubscribePush',
  'getPushPreferences',
  'savePushPreferences',
  'answerPoll',
  'getCalendarFeed',
  'regenerateCalendarFeed',
  'listServices',
  'createService',
  'updateService',
  'deleteService',
  'withdrawPostReport',
  'reportComment',
  'withdrawCommentReport',
  'moderationQueue',
  'keepReported',
  'removeReported',
  'warnAuthor',
  'requestAppeal',
  'moderationAppeals',
  'restoreAppealed',
  'upholdRemoval',
  'muteMember',
  'setMemberRole',
  'moderationLog',
  'myModeration',
  'blockMember',
  'unblockMember',
  'myBlocks',
] as const satisfies readonly Exclude<keyof ApiClient, AccountCall>[];

/** Fetches the whole client's chunk (once), so the first signed-in call waits for nothing. */
export const loadWholeClient = () => import('./client.ts');

/**
 * The typed client of the contract, as createApiClient's, with only the accounts calls loaded at
 * first. A call made while the rest cannot be fetched (offline) fails as a network failure does,
 * and the next call tries again.
 */
export function createApiClientOnDemand(options: ApiClientOptions = {}): ApiClient {
  const accounts = accountCalls(createHttp(options, accountErrorWordings));
  let whole: Promise<ApiClient> | null = null;
  const load = () => {
    whole ??= loadWholeClient().then(
      (module) => module.createApiClient(options),
      (error: unknown) => {
        whole = null;
        throw error;
      },
    );
    return whole;
  };
  const onDemand = Object.fromEntries(
    callsOnDemand.map((name) => [
      name,
      (...args: unknown[]) =>
        load().then(
          (client) => (client[name] as (...input: unknown[]) => Promise<unknown>)(...args),
          () => ({ ok: false, status: NETWORK_STATUS, error: accountsDomainTexts.networkError }),
        ),
    ]),
  );
  return { ...accounts, ...onDemand } as ApiClient;
}
