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
  type WireModerationLogEntry,
} from '@vizinhos/domain';
import { atom, type Getter, type PrimitiveAtom, type Setter } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';

/** A call's answer, as the api client gives it. */
type Answer<T> = { ok: true; value: T } | { ok: false; error: string };

/** The actions on a list's items: the item whose call is on its way, and each item's refusal. */
type ItemActions = { busyId: string | undefined; errors: Record<string, string> };
const noItemActions: ItemActions = { busyId: undefined, errors: {} };

/** A list the moderators act on (the queue, the appeals): its items once read, or the failure's text. */
type ActionList<T> = ItemActions & { items: T[] | null; errorText: string | null };
const unreadActionList = { items: null, errorText: null, ...noItemActions };

/** The list as a new answer leaves it (the items, or none and the failure's text); its actions kept. */
function withAnswer<W, T>(
  current: ActionList<T>,
  answer: Answer<W[]>,
  convert: (wire: W) => T,
): ActionList<T> {
  return answer.ok
    ? { ...current, items: answer.value.map(convert), errorText: null }
    : { ...current, items: null, errorText: answer.error };
}

/** When each item happened, in the timeline's words, by its id. */
function timeLabels<T extends { id: string }>(items: T[] | null, at: (item: T) => string) {
  const now = new Date();
  return Object.fromEntries((items ?? []).map((item) => [item.id, formatPostTime(now, at(item))]));
}

/**
 * One action on an item (the queue's, the appeals', a second look): the item busy while its call is
 * on its way, then its refusal kept under its id (an earlier one cleared) or, on success, `andThen`
 * (the list read again).
 */
async function runItemAction<S extends ItemActions>(
  get: Getter,
  set: Setter,
  base: PrimitiveAtom<S>,
  id: string,
  send: () => Promise<Answer<unknown>>,
  andThen: () => Promise<void>,
): Promise<void> {
  set(base, { ...get(base), busyId: id });
  const answer = await send();
  const { [id]: _gone, ...errors } = get(base).errors;
  set(base, {
    ...get(base),
    busyId: undefined,
    errors: answer.ok ? errors : { ...errors, [id]: answer.error },
  });
  if (answer.ok) await andThen();
}

/** A record's answer as the screen shows it, each time in the timeline's words. */
function toRecord(answer: Answer<WireModerationLogEntry[]>): Log {
  const now = new Date();
  return answer.ok
    ? {
        lines: answer.value.map((entry) => ({
          ...toModerationLogLine(entry),
          at: formatPostTime(now, entry.created_at),
        })),
        errorText: null,
      }
    : { lines: null, errorText: answer.error };
}

const queueBaseAtom = atom<ActionList<ReportItem>>(unreadActionList);
export const moderationQueueAtom = atom((get) => get(queueBaseAtom));

/**
 * How many items wait for the reader, for the Moderação entry (spec 3: Header entry); 0 until read.
 * Items awaiting another moderator (the reader's own content) are not counted: the reader cannot act.
 */
export const pendingReportCountAtom = atom(
  (get) => get(queueBaseAtom).items?.filter((item) => !item.awaitsOther).length ?? 0,
);

/** Reads the queue (again: a new report arrived live, or an action finished). */
export const loadModerationQueueAtom = atom(null, async (get, set) => {
  const answer = await get(apiClientAtom).moderationQueue();
  set(queueBaseAtom, withAnswer(get(queueBaseAtom), answer, toReportItem));
});

type Action =
  | { kind: 'keep'; id: string }
  | { kind: 'remove'; id: string; reason: string }
  | { kind: 'warn'; id: string; message: string }
  | { kind: 'mute'; id: string; hours: number };

/** One action on a queue item; the queue is read again after it, its refusal shown on the card. */
export const moderateAtom = atom(null, async (get, set, action: Action) => {
  const api = get(apiClientAtom);
  const authorId = () => get(queueBaseAtom).items?.find((item) => item.id === action.id)?.authorId;
  await runItemAction(
    get,
    set,
    queueBaseAtom,
    action.id,
    () =>
      action.kind === 'keep'
        ? api.keepReported(action.id)
        : action.kind === 'remove'
          ? api.removeReported(action.id, action.reason)
          : action.kind === 'warn'
            ? api.warnAuthor(action.id, action.message)
            : api.muteMember(authorId() ?? '', action.hours),
    () => set(loadModerationQueueAtom),
  );
});

/** When each item's first report arrived, in the timeline's words. */
export const firstReportedLabelsAtom = atom((get) =>
  timeLabels(get(queueBaseAtom).items, (item) => item.firstReportedAt),
);

type Log = { lines: ModerationLogLine[] | null; errorText: string | null };
const logBaseAtom = atom<Log>({ lines: null, errorText: null });
export const moderationLogAtom = atom((get) => get(logBaseAtom));

/** Reads the area's record, its times in the timeline's words. */
export const loadModerationLogAtom = atom(null, async (get, set) => {
  set(logBaseAtom, toRecord(await get(apiClientAtom).moderationLog()));
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

/**
 * Whether the reader's block list has been read (or its read failed): the first posts a view shows
 * wait for it, so a blocked resident's post is collapsed from its first showing (spec 3), never
 * shown for a moment first.
 */
export const isBlockListSettledAtom = atom((get) => {
  const { members, errorText } = get(blocksBaseAtom);
  return members !== null || errorText !== null;
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

/** A block call on a member: the member busy while it goes, then its refusal, else the list read again. */
async function sendBlockCall(get: Getter, set: Setter, id: string, send: () => Promise<Answer<unknown>>) {
  set(blocksBaseAtom, { ...get(blocksBaseAtom), busyId: id });
  const answer = await send();
  if (!answer.ok) {
    set(blocksBaseAtom, { ...get(blocksBaseAtom), busyId: undefined, errorText: answer.error });
    return;
  }
  await set(loadBlocksAtom);
}

/** Lifts a block, then reads the list again. */
export const unblockAtom = atom(null, (get, set, { id }: { id: string }) =>
  sendBlockCall(get, set, id, () => get(apiClientAtom).unblockMember(id)),
);

/** Blocks or unblocks a member from their profile (spec 3), a former refusal cleared, then reads the list again. */
export const toggleBlockAtom = atom(null, (get, set, { id, block }: { id: string; block: boolean }) => {
  set(blocksBaseAtom, { ...get(blocksBaseAtom), errorText: null });
  const api = get(apiClientAtom);
  return sendBlockCall(get, set, id, () => (block ? api.blockMember(id) : api.unblockMember(id)));
});

const ownRecordBaseAtom = atom<Log>({ lines: null, errorText: null });
export const ownModerationRecordAtom = atom((get) => get(ownRecordBaseAtom));

/** Reads the actions taken on the reader's own content (spec 3: Profile), without the moderator's name. */
export const loadOwnModerationRecordAtom = atom(null, async (get, set) => {
  set(ownRecordBaseAtom, toRecord(await get(apiClientAtom).myModeration()));
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

const appealBaseAtom = atom<ItemActions>(noItemActions);
export const appealStateAtom = atom((get) => get(appealBaseAtom));

/** Asks once for a second look at a removal (spec 3: Second look), then reads the record again. */
export const requestAppealAtom = atom(null, (get, set, logId: string) =>
  runItemAction(
    get,
    set,
    appealBaseAtom,
    logId,
    () => get(apiClientAtom).requestAppeal(logId, null),
    () => set(loadOwnModerationRecordAtom),
  ),
);

const appealsBaseAtom = atom<ActionList<AppealItem>>(unreadActionList);
export const moderationAppealsAtom = atom((get) => get(appealsBaseAtom));

/** Reads the area's pending second looks. */
export const loadModerationAppealsAtom = atom(null, async (get, set) => {
  const answer = await get(apiClientAtom).moderationAppeals();
  set(appealsBaseAtom, withAnswer(get(appealsBaseAtom), answer, toAppealItem));
});

/** When each appeal was asked, in the timeline's words. */
export const appealAskedLabelsAtom = atom((get) =>
  timeLabels(get(appealsBaseAtom).items, (item) => item.askedAt),
);

/** Restores the content or keeps it removed; the list is read again, a refusal shown on its row. */
export const decideAppealAtom = atom(
  null,
  async (get, set, { id, decision }: { id: string; decision: 'restore' | 'uphold' }) => {
    const api = get(apiClientAtom);
    await runItemAction(
      get,
      set,
      appealsBaseAtom,
      id,
      () => (decision === 'restore' ? api.restoreAppealed(id) : api.upholdRemoval(id)),
      () => set(loadModerationAppealsAtom),
    );
  },
);
