// Moderation's wire shapes (spec 3: Calls) and the models the pieces show, with their normalisers.
import { moderationTexts } from './moderation.texts.ts';
import type { DecisionBar } from './moderationRoles.ts';
import { reportReasonLabel } from './reportReason.ts';

/** A member as moderation names them. */
export type WireModerationUser = { id: string; username: string; role: string };

/** One reported post or comment waiting in the queue (spec 3: Queue item). */
export type WireReportItem = {
  id: string;
  kind: 'post' | 'comment';
  post_id: string;
  title: string | null;
  text: string;
  /** The post's image address now (null without one, and for a comment). */
  image_url: string | null;
  author: WireModerationUser;
  report_count: number;
  reasons: { reason: string | null; count: number }[];
  notes: string[];
  first_reported_at: string;
  /** What the earliest report saw, when the author has edited it since; null when unchanged. */
  reported: WireReportedVersion | null;
  /** Whether the reader may keep, remove or warn (spec 3: Nobody judges their own case). */
  decidable: boolean;
  /** Why not, when not decidable: it awaits another moderator. */
  undecidable_reason: DecisionBar | null;
};

/**
 * A post's title, text and image address (a comment's text) as a report saw them. The image's bytes
 * are gone once an edit replaced it: the address says which one it was.
 */
type WireReportedVersion = { title: string | null; text: string; image_url: string | null };

/** One action of the open record (spec 3: Log entry); the author's own record has no actor. */
export type WireModerationLogEntry = {
  id: string;
  action: 'keep' | 'remove' | 'warn' | 'mute' | 'role' | 'restore' | 'uphold' | 'deactivate' | 'reactivate';
  actor: WireModerationUser | null;
  target: { id: string; username: string } | null;
  kind: 'post' | 'comment' | null;
  excerpt: string | null;
  reason: string | null;
  created_at: string;
  /** A removal's second look, in the author's own record only: none asked yet (null) or its state. */
  appeal?: WireAppealStatus | null;
};

/** Where a second look stands. */
export type WireAppealStatus = 'pending' | 'restored' | 'upheld';

/** A removed content's author asking for a second look, as the moderators read it (spec 3: Calls). */
export type WireAppeal = {
  id: string;
  log_id: string;
  kind: 'post' | 'comment';
  excerpt: string;
  removal_reason: string | null;
  note: string | null;
  author: WireModerationUser;
  removed_at: string;
  created_at: string;
  /** Whether the reader may restore or uphold (spec 3: Nobody judges their own case). */
  decidable: boolean;
  /** Why not, when not decidable: it awaits another moderator. */
  undecidable_reason: DecisionBar | null;
};

/** A resident the reader blocked. */
export type WireBlockedUser = {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  avatar: string | null;
  blocked_at: string;
};

/** A queue item as the review card shows it: reasons already worded, counted. */
export type ReportItem = {
  id: string;
  kind: 'post' | 'comment';
  postId: string;
  title: string | null;
  text: string;
  authorId: string;
  authorName: string;
  reportCount: number;
  reasons: { label: string; count: number }[];
  notes: string[];
  firstReportedAt: string;
  /** What was reported, when it differs from the current version: both are shown. */
  reported: { title: string | null; text: string; imageChanged: boolean } | null;
  /** Set when the reader may not decide it: it awaits another moderator, and why. */
  awaitsOther: DecisionBar | null;
};

/** A log line as the record shows it; a removal in the author's own record has its second look's state. */
export type ModerationLogLine = {
  id: string;
  sentence: string;
  reason: string | null;
  at: string;
  appeal?: 'none' | WireAppealStatus;
};

/** A second look as the moderators' list shows it. */
export type AppealItem = {
  id: string;
  kind: 'post' | 'comment';
  excerpt: string;
  removalReason: string | null;
  note: string | null;
  authorName: string;
  askedAt: string;
  /** Set when the reader may not decide it: it awaits another moderator, and why. */
  awaitsOther: DecisionBar | null;
};

/** Why an item awaits another moderator; an undecidable item without a reason is its own content's. */
const awaitsOther = (wire: { decidable: boolean; undecidable_reason: DecisionBar | null }) =>
  wire.decidable ? null : (wire.undecidable_reason ?? 'own_content');

/** The moderators' model of an appeal. */
export function toAppealItem(wire: WireAppeal): AppealItem {
  return {
    id: wire.id,
    kind: wire.kind,
    excerpt: wire.excerpt,
    removalReason: wire.removal_reason,
    note: wire.note,
    authorName: wire.author.username,
    askedAt: wire.created_at,
    awaitsOther: awaitsOther(wire),
  };
}

/** A blocked resident as the list shows them. */
export type BlockedMember = { id: string; username: string; name: string; avatar: string | undefined };

/** The review card's model of a queue item. */
export function toReportItem(wire: WireReportItem): ReportItem {
  return {
    id: wire.id,
    kind: wire.kind,
    postId: wire.post_id,
    title: wire.title,
    text: wire.text,
    authorId: wire.author.id,
    authorName: wire.author.username,
    reportCount: wire.report_count,
    reasons: wire.reasons.map(({ reason, count }) => ({ label: reportReasonLabel(reason), count })),
    notes: wire.notes,
    firstReportedAt: wire.first_reported_at,
    reported: wire.reported
      ? {
          title: wire.reported.title,
          text: wire.reported.text,
          imageChanged: wire.reported.image_url !== wire.image_url,
        }
      : null,
    awaitsOther: awaitsOther(wire),
  };
}

const contentWord = (kind: string | null) => (kind === 'comment' ? 'o comentário' : 'a postagem');

/** "maria (Moderador) removeu a postagem “Título”" and the like (spec 3: Screens and routes: Log). */
export function toModerationLogLine(wire: WireModerationLogEntry): ModerationLogLine {
  const who = wire.actor ? `${wire.actor.username} (${wire.actor.role})` : moderationTexts.theModeration;
  const what = `${contentWord(wire.kind)} “${wire.excerpt ?? ''}”`;
  const target = wire.target?.username ?? '';
  const sentences: Record<WireModerationLogEntry['action'], string> = {
    keep: `${who} manteve ${what}`,
    remove: `${who} removeu ${what}`,
    warn: `${who} avisou ${target ? `${target} ` : ''}sobre ${what}`,
    mute: `${who} silenciou ${target} por ${wire.reason === '168' ? '7 dias' : '24 horas'}`,
    role: `${who} tornou ${target} ${wire.reason ?? ''}`.trim(),
    restore: `${who} restaurou ${what} após revisão`,
    uphold: `${who} manteve a remoção ${wire.kind === 'comment' ? 'do comentário' : 'da postagem'} “${wire.excerpt ?? ''}” após revisão`,
    deactivate: `${who} desativou a conta de ${target}`,
    reactivate: `${who} reativou a conta de ${target}`,
  };
  const reason = wire.action === 'remove' || wire.action === 'warn' ? wire.reason : null;
  const line = { id: wire.id, sentence: sentences[wire.action], reason, at: wire.created_at };
  return wire.appeal === undefined ? line : { ...line, appeal: wire.appeal ?? 'none' };
}

/** A blocked resident's line. */
export function toBlockedMember(wire: WireBlockedUser): BlockedMember {
  const name = `${wire.first_name} ${wire.last_name}`.trim();
  return {
    id: wire.id,
    username: wire.username,
    name: name || wire.username,
    avatar: wire.avatar ?? undefined,
  };
}
