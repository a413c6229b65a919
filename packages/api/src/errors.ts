// The one place where a failed call becomes the Portuguese text to show (spec: Error texts, in both
// documents). Every call of the client names itself here; callers show `result.error` as it is.
import {
  accountsDomainTexts,
  areaDrawingTexts,
  CALENDAR_FEED_TEXTS,
  describeAvatarError,
  describePostLoadError,
  messagingErrorTexts,
  POST_ERROR_TEXTS,
  PROFILE_TEXTS,
  pushDomainTexts,
  SERVICE_TEXTS,
  searchDomainTexts,
} from '@vizinhos/domain';
import { accountErrorWordings } from './accountErrors.ts';
import type { Answer, ApiResult } from './answer.ts';
import {
  type ApiFailure,
  always,
  describeWith,
  type FailedAnswer,
  type FailureKind,
  failureWith,
  named,
  namedList,
  orServer,
  serverError,
  type Wording,
} from './wording.ts';

export {
  type ApiFailure,
  type FailedAnswer,
  type FailureKind,
  NETWORK_STATUS,
  serverError,
} from './wording.ts';

// Comment failures the spec does not word (it names only 'Erro ao criar comentário' and 'Erro ao
// atualizar comentário'); ours follow its pattern, network variants included.
const commentErrorTexts = {
  listFailed: 'Erro ao carregar os comentários',
  listNetwork: 'Erro de rede ao carregar os comentários',
  createNetwork: 'Erro de rede ao criar comentário',
  updateNetwork: 'Erro de rede ao atualizar comentário',
  deleteFailed: 'Erro ao deletar comentário',
  deleteNetwork: 'Erro de rede ao deletar comentário',
  voteFailed: 'Erro ao votar no comentário',
  voteNetwork: 'Erro de rede ao votar no comentário',
  nudgeFailed: 'Erro ao registrar o lembrete de tom',
  nudgeNetwork: 'Erro de rede ao registrar o lembrete de tom',
  nudgeFiguresFailed: 'Erro ao carregar o lembrete de tom',
  nudgeFiguresNetwork: 'Erro de rede ao carregar o lembrete de tom',
} as const;

/** The wording of every call's failures, by call name. */
export const apiErrorWordings = {
  ...accountErrorWordings,
  members: named('carregar os membros'),
  user: {
    network: named('carregar o perfil').network,
    refused: (status, body) =>
      status === 404 ? accountsDomainTexts.userNotFound : named('carregar o perfil').refused(status, body),
  },
  updateMe: {
    network: POST_ERROR_TEXTS.profileUpdateNetwork,
    refused: orServer(POST_ERROR_TEXTS.profileUpdateFailed),
  },
  updateAvatar: { network: describeAvatarError('network'), refused: orServer(describeAvatarError('status')) },
  // Configurações: a refused change shows the server's reason (current password wrong, too short).
  changePassword: {
    network: PROFILE_TEXTS.passwordChangeNetwork,
    refused: orServer(PROFILE_TEXTS.passwordChangeFailed),
  },
  exportMyData: {
    network: PROFILE_TEXTS.exportNetwork,
    refused: orServer(PROFILE_TEXTS.exportFailed),
  },
  saveAreaPolygon: { network: areaDrawingTexts.saveError, refused: orServer(areaDrawingTexts.saveFailed) },
  // The map view's outline: a failure only leaves the outline out, with the usual words.
  areaBoundary: named('carregar o contorno da área'),
  analyze: {
    network: POST_ERROR_TEXTS.analysisNetwork,
    refused: orServer(POST_ERROR_TEXTS.analysisFailed),
    invalid: (body) => serverError(body) ?? POST_ERROR_TEXTS.analysisFailed,
  },
  listPosts: {
    network: POST_ERROR_TEXTS.timelineNetwork,
    refused: orServer(POST_ERROR_TEXTS.timelineFailed),
  },
  // The single post view (spec: Screens and routes): "Postagem não encontrada (404)" ("Post not found
  // (404)"), "Erro ao carregar a postagem" ("Failed to load post").
  getPost: {
    network: POST_ERROR_TEXTS.postLoadFailed,
    refused: (status) => describePostLoadError(status),
    invalid: always(POST_ERROR_TEXTS.postLoadFailed),
  },
  createPost: { network: POST_ERROR_TEXTS.createNetwork, refused: orServer(POST_ERROR_TEXTS.createFailed) },
  // Editing is the same editor and form as creating: the same alerts (spec: Error catalogue).
  updatePost: { network: POST_ERROR_TEXTS.createNetwork, refused: orServer(POST_ERROR_TEXTS.createFailed) },
  deletePost: { network: POST_ERROR_TEXTS.deleteFailed, refused: always(POST_ERROR_TEXTS.deleteFailed) },
  // A failed vote clears the button's loading (spec: States and transitions) and says why.
  votePost: { network: POST_ERROR_TEXTS.voteNetwork, refused: orServer(POST_ERROR_TEXTS.voteFailed) },
  // The spec's flag texts; a refusal with a reason of the server's (a muted resident, the limit) says it.
  flagPost: { network: POST_ERROR_TEXTS.flagNetwork, refused: orServer(POST_ERROR_TEXTS.flagFailed) },
  // Moderation (spec 3: Error catalogue): the server's Portuguese reason, or what failed.
  reportComment: named('reportar comentário'),
  withdrawReport: named('retirar a denúncia'),
  moderationQueue: namedList('carregar as denúncias'),
  moderate: named('concluir a ação de moderação'),
  // The second look: the server's reason (asked already, not the author), else what failed.
  appeal: named('pedir a revisão'),
  moderationAppeals: namedList('carregar os pedidos de revisão'),
  moderationLog: namedList('carregar o registro de moderação'),
  myModeration: namedList('carregar as ações de moderação'),
  myBlocks: namedList('carregar os moradores bloqueados'),
  block: named('atualizar o bloqueio'),
  // Shown nowhere today: a failed list is an empty list (spec: Error texts); kept for logs.
  listNotifications: named('carregar as notificações'),
  // A failed mark-read or mark-all-read is only logged (spec: Error catalogue).
  markNotificationRead: named('marcar a notificação como lida'),
  markAllNotificationsRead: named('marcar as notificações como lidas'),
  // Web Push (beyond the spec): the server's reason when it gives one (an endpoint refused, a bad time).
  getPushKey: {
    network: pushDomainTexts.network,
    refused: orServer(pushDomainTexts.keyFailed),
    invalid: always(pushDomainTexts.keyFailed),
  },
  subscribePush: {
    network: pushDomainTexts.network,
    refused: orServer(pushDomainTexts.subscribeFailed),
    invalid: always(pushDomainTexts.subscribeFailed),
  },
  unsubscribePush: { network: pushDomainTexts.network, refused: orServer(pushDomainTexts.unsubscribeFailed) },
  getPushPreferences: {
    network: pushDomainTexts.network,
    refused: orServer(pushDomainTexts.preferencesLoadFailed),
    invalid: always(pushDomainTexts.preferencesLoadFailed),
  },
  savePushPreferences: {
    network: pushDomainTexts.network,
    refused: orServer(pushDomainTexts.preferencesFailed),
    invalid: always(pushDomainTexts.preferencesFailed),
  },
  // Comments (spec: Error catalogue): creating and editing show the server's reason (a text too
  // long, a post gone) or the spec's text; the rest follow the catalogue's pattern.
  listComments: {
    network: commentErrorTexts.listNetwork,
    refused: orServer(commentErrorTexts.listFailed),
  },
  createComment: {
    network: commentErrorTexts.createNetwork,
    refused: orServer(POST_ERROR_TEXTS.commentCreateFailed),
    invalid: always(POST_ERROR_TEXTS.commentCreateFailed),
  },
  updateComment: {
    network: commentErrorTexts.updateNetwork,
    refused: orServer(POST_ERROR_TEXTS.commentUpdateFailed),
    invalid: always(POST_ERROR_TEXTS.commentUpdateFailed),
  },
  deleteComment: {
    network: commentErrorTexts.deleteNetwork,
    refused: orServer(commentErrorTexts.deleteFailed),
  },
  // A failed comment vote is only logged and re-enables the button (spec: Error catalogue).
  voteComment: { network: commentErrorTexts.voteNetwork, refused: orServer(commentErrorTexts.voteFailed) },
  removeCommentVote: {
    network: commentErrorTexts.voteNetwork,
    refused: orServer(commentErrorTexts.voteFailed),
  },
  // The nudge's outcome is only logged when it fails: the comment was sent either way.
  countCommentNudge: {
    network: commentErrorTexts.nudgeNetwork,
    refused: orServer(commentErrorTexts.nudgeFailed),
  },
  commentNudgeFigures: {
    network: commentErrorTexts.nudgeFiguresNetwork,
    refused: orServer(commentErrorTexts.nudgeFiguresFailed),
  },
  // A poll answer (spec: Error catalogue: 'Erro ao votar na enquete' and a network variant); a
  // refusal shows the server's reason (already answered, an option gone) when it gives one.
  answerPoll: {
    network: POST_ERROR_TEXTS.pollVoteNetwork,
    refused: orServer(POST_ERROR_TEXTS.pollVoteFailed),
    invalid: always(POST_ERROR_TEXTS.pollVoteFailed),
  },
  getCalendarFeed: {
    network: CALENDAR_FEED_TEXTS.loadNetwork,
    refused: orServer(CALENDAR_FEED_TEXTS.loadFailed),
    invalid: always(CALENDAR_FEED_TEXTS.loadFailed),
  },
  regenerateCalendarFeed: {
    network: CALENDAR_FEED_TEXTS.regenerateNetwork,
    refused: orServer(CALENDAR_FEED_TEXTS.regenerateFailed),
    invalid: always(CALENDAR_FEED_TEXTS.regenerateFailed),
  },
  // Serviços: a refusal shows the server's reason (a field, not the author) or ours.
  listServices: {
    network: SERVICE_TEXTS.listNetwork,
    refused: orServer(SERVICE_TEXTS.listFailed),
    invalid: always(SERVICE_TEXTS.listFailed),
  },
  createService: {
    network: SERVICE_TEXTS.saveNetwork,
    refused: orServer(SERVICE_TEXTS.saveFailed),
    invalid: always(SERVICE_TEXTS.saveFailed),
  },
  updateService: {
    network: SERVICE_TEXTS.saveNetwork,
    refused: orServer(SERVICE_TEXTS.saveFailed),
    invalid: always(SERVICE_TEXTS.saveFailed),
  },
  deleteService: { network: SERVICE_TEXTS.deleteNetwork, refused: orServer(SERVICE_TEXTS.deleteFailed) },
  // Messaging: a refusal shows the server's reason (not a participant, not an admin, another area) or ours.
  listConversations: {
    network: messagingErrorTexts.listNetwork,
    refused: orServer(messagingErrorTexts.listFailed),
  },
  getConversation: {
    network: messagingErrorTexts.openNetwork,
    refused: orServer(messagingErrorTexts.openFailed),
    invalid: always(messagingErrorTexts.openFailed),
  },
  createConversation: {
    network: messagingErrorTexts.createNetwork,
    refused: orServer(messagingErrorTexts.createFailed),
    invalid: always(messagingErrorTexts.createFailed),
  },
  updateConversation: {
    network: messagingErrorTexts.updateNetwork,
    refused: orServer(messagingErrorTexts.updateFailed),
    invalid: always(messagingErrorTexts.updateFailed),
  },
  leaveConversation: {
    network: messagingErrorTexts.leaveNetwork,
    refused: orServer(messagingErrorTexts.leaveFailed),
  },
  setConversationAdmin: {
    network: messagingErrorTexts.adminNetwork,
    refused: orServer(messagingErrorTexts.adminFailed),
    invalid: always(messagingErrorTexts.adminFailed),
  },
  listMessages: {
    network: messagingErrorTexts.messagesNetwork,
    refused: orServer(messagingErrorTexts.messagesFailed),
  },
  sendMessage: {
    network: messagingErrorTexts.sendNetwork,
    refused: orServer(messagingErrorTexts.sendFailed),
    invalid: always(messagingErrorTexts.sendFailed),
  },
  searchResidents: {
    network: messagingErrorTexts.searchNetwork,
    refused: orServer(messagingErrorTexts.searchFailed),
  },
  // A refused search says why (a blank text, one without words), as the server words it.
  searchContent: {
    network: searchDomainTexts.searchNetwork,
    refused: orServer(searchDomainTexts.searchFailed),
  },
} satisfies Record<string, Wording>;

/** Every call of the client, by the name its failures are worded under. */
export type ApiCall = keyof typeof apiErrorWordings;

/** The text to show for a failed call: network failure, refusal, or an ok answer it cannot read. */
export function describeApiError(call: ApiCall, answer: FailedAnswer, kind: FailureKind = 'refused'): string {
  return describeWith(apiErrorWordings[call], answer, kind);
}

/** The failed result of a call, with its status (NETWORK_STATUS when there was no answer) and text. */
export function apiFailure(call: ApiCall, answer: FailedAnswer, kind: FailureKind = 'refused'): ApiFailure {
  return failureWith(apiErrorWordings[call], answer, kind);
}

/**
 * The one reader of "the answer has this key": a refusal or a network failure becomes the call's
 * failure; an ok answer without an object under `key` (with `anyValue`, without any value there)
 * is invalid. `take: 'body'` gives the whole body (envelopes such as `{ comment, post }`), else the
 * value under the key.
 */
export function readAnswerKey<T>(
  call: ApiCall,
  answer: Answer | null,
  key: string,
  { take = 'value', anyValue = false }: { take?: 'value' | 'body'; anyValue?: boolean } = {},
): ApiResult<T> {
  if (!answer?.ok) return apiFailure(call, answer);
  const value = (answer.body as Record<string, unknown> | null)?.[key];
  const present = anyValue
    ? value !== undefined && value !== null
    : typeof value === 'object' && value !== null;
  if (!present) return apiFailure(call, answer, 'invalid');
  return { ok: true, value: (take === 'body' ? answer.body : value) as T };
}
