// Moderation's state in the session's store (spec 3): the review queue, its actions, the record and
// the reader's block list. Every rule is the domain's; the calls are the api client's.
import {
  type AppealItem,
  type BlockedMember,
  formatPostTime,
  type ModerationLogLine,
  type ReportItem,
  toAppealItem,
  toBlockedMember,
  toModerationLogLine,
  toReportItem,
} from '@vizinhos/domain';
import { atom } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';

type Queue = {
  items: ReportItem[] | null;
  errorText: string | null;
  busyId: string | undefined;
  errors: Record<string, string>;
};
const queueBaseAtom = atom<Queue>({ items: null, errorText: null, busyId: undefined, errors: {} });
export const moderationQueueAtom = atom((get) => get(queueBaseAtom));

/** How many items wait in the queue, for the Moderação entry (spec 3: Header entry); 0 until read. */
export const pendingReportCountAtom = atom((get) => get(queueBaseAtom).items?.length ?? 0);

/** Reads the queue (again: a new report arrived live, or an action finished). */
export const loadModerationQueueAtom = atom(null, async (get, set) => {
  const answer = await get(apiClientAtom).moderationQueue();
  const current = get(queueBaseAtom);
  set(
    queueBaseAtom,
    answer.ok
      ? { ...current, items: answer.value.map(toReportItem), errorText: null }
      : { ...current, items: null, errorText: answer.error },
  );
});

type Action =
  | { kind: 'keep'; id: string }
  | { kind: 'remove'; id: string; reason: string }
  | { kind: 'warn'; id: string; message: string }
  | { kind: 'mute'; id: string; hours: number };

/** One action on a queue item; the queue is read again after it, its refusal shown on the card. */
export const moderateAtom = atom(null, async (get, set, action: Action) => {
  const api = get(apiClientAtom);
  set(queueBaseAtom, { ...get(queueBaseAtom), busyId: action.id });
  const authorId = () => get(queueBaseAtom).items?.find((item) => item.id === action.id)?.authorId;
  const answer =
    action.kind === 'keep'
      ? await api.keepReported(action.id)
      : action.kind === 'remove'
        ? await api.removeReported(action.id, action.reason)
        : action.kind === 'warn'
          ? await api.warnAuthor(action.id, action.message)
          : await api.muteMember(authorId() ?? '', action.hours);
  const { [action.id]: _gone, ...errors } = get(queueBaseAtom).errors;
  set(queueBaseAtom, {
    ...get(queueBaseAtom),
    busyId: undefined,
    errors: answer.ok ? errors : { ...errors, [action.id]: answer.error },
  });
  if (answer.ok) await set(loadModerationQueueAtom);
});

/** When each item's first report arrived, in the timeline's words. */
export const firstReportedLabelsAtom = atom((get) => {
  const now = new Date();
  return Object.fromEntries(
    (get(queueBaseAtom).items ?? []).map((item) => [item.id, formatPostTime(now, item.firstReportedAt)]),
  );
});

type Log = { lines: ModerationLogLine[] | null; errorText: string | null };
const logBaseAtom = atom<Log>({ lines: null, errorText: null });
export const moderationLogAtom = atom((get) => get(logBaseAtom));

/** Reads the area's record, its times in the timeline's words. */
export const loadModerationLogAtom = atom(null, async (get, set) => {
  const answer = await get(apiClientAtom).moderationLog();
  const now = new Date();
  set(
    logBaseAtom,
    answer.ok
      ? {
          lines: answer.value.map((entry) => ({
            ...toModerationLogLine(entry),
            at: formatPostTime(now, entry.created_at),
          })),
          errorText: null,
        }
      : { lines: null, errorText: answer.error },
  );
});

type Blocks = { members: BlockedMember[] | null; busyId: string | undefined; errorText: string | null };
const blocksBaseAtom = atom<Blocks>({ members: null, busyId: undefined, errorText: null });
export const blockedMembersAtom = atom((get) => get(blocksBaseAtom));

const noBlocks: ReadonlySet<string> = new Set();
/**
 * The ids of the residents the reader blocked (spec 3: Collapsed content), empty until the list is
 * read: their posts and comments are collapsed for the reader alone.
 */
export const blockedMemberIdsAtom = atom((get) => {
  const { members } = get(blocksBaseAtom);
  return members ? new Set(members.map((member) => member.id)) : noBlocks;
});

/** Reads the reader's block list. */
export const loadBlocksAtom = atom(null, async (get, set) => {
  const answer = await get(apiClientAtom).myBlocks();
  set(
    blocksBaseAtom,
    answer.ok
      ? { members: answer.value.map(toBlockedMember), busyId: undefined, errorText: null }
      : { members: null, busyId: undefined, errorText: answer.error },
  );
});

/** Lifts a block, then reads the list again. */
export const unblockAtom = atom(null, async (get, set, { id }: { id: string }) => {
  set(blocksBaseAtom, { ...get(blocksBaseAtom), busyId: id });
  const answer = await get(apiClientAtom).unblockMember(id);
  if (!answer.ok) {
    set(blocksBaseAtom, { ...get(blocksBaseAtom), busyId: undefined, errorText: answer.error });
    return;
  }
  await set(loadBlocksAtom);
});

/** Blocks or unblocks a member from their profile (spec 3), then reads the list again. */
export const toggleBlockAtom = atom(null, async (get, set, { id, block }: { id: string; block: boolean }) => {
  set(blocksBaseAtom, { ...get(blocksBaseAtom), busyId: id, errorText: null });
  const api = get(apiClientAtom);
  const answer = block ? await api.blockMember(id) : await api.unblockMember(id);
  if (!answer.ok) {
    set(blocksBaseAtom, { ...get(blocksBaseAtom), busyId: undefined, errorText: answer.error });
    return;
  }
  await set(loadBlocksAtom);
});

type OwnRecord = { lines: ModerationLogLine[] | null; errorText: string | null };
const ownRecordBaseAtom = atom<OwnRecord>({ lines: null, errorText: null });
export const ownModerationRecordAtom = atom((get) => get(ownRecordBaseAtom));

/** Reads the actions taken on the reader's own content (spec 3: Profile), without the moderator's name. */
export const loadOwnModerationRecordAtom = atom(null, async (get, set) => {
  const answer = await get(apiClientAtom).myModeration();
  const now = new Date();
  set(
    ownRecordBaseAtom,
    answer.ok
      ? {
          lines: answer.value.map((entry) => ({
            ...toModerationLogLine(entry),
            at: formatPostTime(now, entry.created_at),
          })),
          errorText: null,
        }
      : { lines: null, errorText: answer.error },
  );
});

type MemberCall =
  | { kind: 'role'; userId: string; role: 'Moderador' | 'Admin' | null }
  | { kind: 'mute'; userId: string; hours: 24 | 168 };
type MemberOutcome = { kind: 'role'; role: string | null } | { kind: 'mute'; mutedUntil: string };

/** A role change or a mute from a member's profile (spec 3: Profile): what it did, or the refusal. */
export const moderateMemberAtom = atom(
  null,
  async (
    get,
    _set,
    call: MemberCall,
  ): Promise<{ ok: true; value: MemberOutcome } | { ok: false; error: string }> => {
    const api = get(apiClientAtom);
    if (call.kind === 'role') {
      const answer = await api.setMemberRole(call.userId, call.role);
      return answer.ok
        ? { ok: true, value: { kind: 'role', role: answer.value.role ?? null } }
        : { ok: false, error: answer.error };
    }
    const answer = await api.muteMember(call.userId, call.hours);
    return answer.ok
      ? { ok: true, value: { kind: 'mute', mutedUntil: answer.value.muted_until } }
      : { ok: false, error: answer.error };
  },
);

type Appeal = { busyId: string | undefined; errors: Record<string, string> };
const appealBaseAtom = atom<Appeal>({ busyId: undefined, errors: {} });
export const appealStateAtom = atom((get) => get(appealBaseAtom));

/** Asks once for a second look at a removal (spec 3: Second look), then reads the record again. */
export const requestAppealAtom = atom(null, async (get, set, logId: string) => {
  set(appealBaseAtom, { ...get(appealBaseAtom), busyId: logId });
  const answer = await get(apiClientAtom).requestAppeal(logId, null);
  const { [logId]: _gone, ...errors } = get(appealBaseAtom).errors;
  set(appealBaseAtom, {
    busyId: undefined,
    errors: answer.ok ? errors : { ...errors, [logId]: answer.error },
  });
  if (answer.ok) await set(loadOwnModerationRecordAtom);
});

type Appeals = {
  items: AppealItem[] | null;
  errorText: string | null;
  busyId: string | undefined;
  errors: Record<string, string>;
};
const appealsBaseAtom = atom<Appeals>({ items: null, errorText: null, busyId: undefined, errors: {} });
export const moderationAppealsAtom = atom((get) => get(appealsBaseAtom));

/** Reads the area's pending second looks. */
export const loadModerationAppealsAtom = atom(null, async (get, set) => {
  const answer = await get(apiClientAtom).moderationAppeals();
  const current = get(appealsBaseAtom);
  set(
    appealsBaseAtom,
    answer.ok
      ? { ...current, items: answer.value.map(toAppealItem), errorText: null }
      : { ...current, items: null, errorText: answer.error },
  );
});

/** When each appeal was asked, in the timeline's words. */
export const appealAskedLabelsAtom = atom((get) => {
  const now = new Date();
  return Object.fromEntries(
    (get(appealsBaseAtom).items ?? []).map((item) => [item.id, formatPostTime(now, item.askedAt)]),
  );
});

/** Restores the content or keeps it removed; the list is read again, a refusal shown on its row. */
export const decideAppealAtom = atom(
  null,
  async (get, set, { id, decision }: { id: string; decision: 'restore' | 'uphold' }) => {
    const api = get(apiClientAtom);
    set(appealsBaseAtom, { ...get(appealsBaseAtom), busyId: id });
    const answer = decision === 'restore' ? await api.restoreAppealed(id) : await api.upholdRemoval(id);
    const { [id]: _gone, ...errors } = get(appealsBaseAtom).errors;
    set(appealsBaseAtom, {
      ...get(appealsBaseAtom),
      busyId: undefined,
      errors: answer.ok ? errors : { ...errors, [id]: answer.error },
    });
    if (answer.ok) await set(loadModerationAppealsAtom);
  },
);
