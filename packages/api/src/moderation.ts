// Moderation (spec 3: Calls): reports with a reason on posts and comments and their withdrawal, the
// review queue and its actions, mute and roles, the open record, and blocking another resident.
import type {
  ReportInput,
  WireAppeal,
  WireBlockedUser,
  WireModerationLogEntry,
  WireReportItem,
} from '@vizinhos/domain';
import { apiFailure } from './errors.ts';
import { apiPrefix, type Http, query } from './http.ts';
import { postPath } from './posts.ts';

const moderationPrefix = `${apiPrefix}/moderation`;

/** Paths of the moderation calls. */
export const moderationPaths = {
  moderationReports: `${moderationPrefix}/reports`,
  moderationLog: `${moderationPrefix}/log`,
  moderationAppeals: `${moderationPrefix}/appeals`,
  moderationMembers: `${moderationPrefix}/members`,
  myModeration: `${apiPrefix}/users/me/moderation`,
  myBlocks: `${apiPrefix}/users/me/blocks`,
} as const;

/** Path of PUT and DELETE posts/{id}/flag (the spec's flag, and its withdrawal). */
export function postFlagPath(postId: string): string {
  return `${postPath(postId)}/flag`;
}

/** Path of PUT and DELETE posts/{id}/comments/{commentId}/flag. */
export function commentFlagPath(postId: string, commentId: string): string {
  return `${postPath(postId)}/comments/${encodeURIComponent(commentId)}/flag`;
}

/** What a moderator does to a queue item. */
export type ModerationAction = 'keep' | 'remove' | 'warn';

/** Path of POST moderation/reports/{id}/keep, /remove or /warn. */
export function moderationActionPath(id: string, action: ModerationAction): string {
  return `${moderationPrefix}/reports/${encodeURIComponent(id)}/${action}`;
}

/** Path of POST moderation/appeals/{id}/restore or /uphold (a second look's decision). */
export function appealDecisionPath(id: string, decision: 'restore' | 'uphold'): string {
  return `${moderationPaths.moderationAppeals}/${encodeURIComponent(id)}/${decision}`;
}

/** Path of POST moderation/members/{id}/mute or PUT .../role. */
export function moderationMemberPath(userId: string, what: 'mute' | 'role'): string {
  return `${moderationPaths.moderationMembers}/${encodeURIComponent(userId)}/${what}`;
}

/** Path of POST and DELETE users/{id}/block. */
export function blockPath(userId: string): string {
  return `${apiPrefix}/users/${encodeURIComponent(userId)}/block`;
}

/** The moderation calls of the client. */
export function moderationCalls(http: Http) {
  const readList = async <T>(
    call: 'moderationQueue' | 'moderationAppeals' | 'moderationLog' | 'myModeration' | 'myBlocks',
    path: string,
    key: string,
  ) => {
    const answer = await http.send('GET', path);
    if (!answer?.ok) return apiFailure(call, answer);
    const list = (answer.body as Record<string, unknown> | null)?.[key];
    return Array.isArray(list)
      ? { ok: true as const, value: list as T[] }
      : apiFailure(call, answer, 'invalid');
  };
  return {
    /** DELETE posts/{id}/flag: withdraws the reader's own pending report. */
    withdrawPostReport: (postId: string) =>
      http.acknowledge('DELETE', postFlagPath(postId), 'withdrawReport'),
    /** PUT posts/{id}/comments/{commentId}/flag with the reason. */
    reportComment: (postId: string, commentId: string, report: ReportInput) =>
      http.acknowledge('PUT', commentFlagPath(postId, commentId), 'reportComment', undefined, report),
    /** DELETE posts/{id}/comments/{commentId}/flag. */
    withdrawCommentReport: (postId: string, commentId: string) =>
      http.acknowledge('DELETE', commentFlagPath(postId, commentId), 'withdrawReport'),
    /** GET moderation/reports: the queue, oldest first. */
    moderationQueue: () =>
      readList<WireReportItem>('moderationQueue', moderationPaths.moderationReports, 'reports'),
    /** POST moderation/reports/{id}/keep. */
    keepReported: (id: string) =>
      http.acknowledge('POST', moderationActionPath(id, 'keep'), 'moderate', undefined, {}),
    /** POST moderation/reports/{id}/remove with the reason the author reads. */
    removeReported: (id: string, reason: string) =>
      http.acknowledge('POST', moderationActionPath(id, 'remove'), 'moderate', undefined, { reason }),
    /** POST moderation/reports/{id}/warn with the author's private message. */
    warnAuthor: (id: string, message: string) =>
      http.acknowledge('POST', moderationActionPath(id, 'warn'), 'moderate', undefined, { message }),
    /** POST moderation/appeals: the author asks once for a second look at a removal (its log id). */
    requestAppeal: (logId: string, note: string | null) =>
      http.acknowledge('POST', moderationPaths.moderationAppeals, 'appeal', undefined, {
        log_id: logId,
        note,
      }),
    /** GET moderation/appeals: the area's pending second looks, oldest first. */
    moderationAppeals: () =>
      readList<WireAppeal>('moderationAppeals', moderationPaths.moderationAppeals, 'appeals'),
    /** POST moderation/appeals/{id}/restore: the content is shown again. */
    restoreAppealed: (id: string) =>
      http.acknowledge('POST', appealDecisionPath(id, 'restore'), 'moderate', undefined, {}),
    /** POST moderation/appeals/{id}/uphold: the removal stays. */
    upholdRemoval: (id: string) =>
      http.acknowledge('POST', appealDecisionPath(id, 'uphold'), 'moderate', undefined, {}),
    /** POST moderation/members/{id}/mute for 24 or 168 hours. */
    muteMember: (userId: string, hours: number) =>
      http.read<{ muted_until: string }>(
        'POST',
        moderationMemberPath(userId, 'mute'),
        'moderate',
        undefined,
        {
          hours,
        },
      ),
    /** PUT moderation/members/{id}/role: Moderador, Admin or null (Membro). */
    setMemberRole: (userId: string, role: 'Moderador' | 'Admin' | null) =>
      http.read<{ role: string }>('PUT', moderationMemberPath(userId, 'role'), 'moderate', undefined, {
        role,
      }),
    /** GET moderation/log, newest first, 50 a page. */
    moderationLog: (page = 1) =>
      readList<WireModerationLogEntry>(
        'moderationLog',
        `${moderationPaths.moderationLog}${query({ page })}`,
        'entries',
      ),
    /** GET users/me/moderation: the actions taken on the reader's own content. */
    myModeration: () =>
      readList<WireModerationLogEntry>('myModeration', moderationPaths.myModeration, 'entries'),
    /** POST users/{id}/block. */
    blockMember: (userId: string) => http.acknowledge('POST', blockPath(userId), 'block'),
    /** DELETE users/{id}/block. */
    unblockMember: (userId: string) => http.acknowledge('DELETE', blockPath(userId), 'block'),
    /** GET users/me/blocks: the reader's block list. */
    myBlocks: () => readList<WireBlockedUser>('myBlocks', moderationPaths.myBlocks, 'users'),
  };
}
