import { readText, truncateText } from '../common/index.ts';
import type { NotificationKind } from './notification.ts';
import { notificationsDomainTexts } from './notifications.texts.ts';
import type { WireNotification } from './wireNotification.ts';

/** Truncation limits of generated notification text (spec: Business constants and limits). */
export const NOTIFICATION_TEXT_LIMITS = {
  votePostTitle: 30,
  commentBody: 30,
  commentPostTitle: 20,
  newPostTitle: 40,
  pollTitle: 30,
} as const;

const KIND_BY_TYPE: Record<string, NotificationKind> = {
  vote: 'vote',
  comment: 'comment',
  reply: 'comment',
  post: 'post',
  invite: 'invite',
  poll: 'poll',
  poll_response: 'poll',
  poll_response_count: 'poll',
  // Moderation's notices carry their own title and words (spec 3: Live messages).
  report: 'general',
  moderation: 'general',
};

/** Whether a notification refers to a message or conversation, which the list ignores (spec: Entities and their fields, States and transitions). */
export function isMessageNotification(wire: WireNotification): boolean {
  return (
    wire.message_id != null ||
    wire.message != null ||
    wire.conversation_id != null ||
    wire.conversation != null ||
    wire.type === 'message' ||
    wire.type === 'conversation'
  );
}

/** The kind of a notification (spec: Entities and their fields): from what it relates to, else from its type, else general. */
export function classifyNotification(wire: WireNotification): NotificationKind {
  if (wire.vote) return 'vote';
  if (wire.comment) return 'comment';
  if (wire.invite) return 'invite';
  if (wire.poll_response_count) return 'poll';
  const byType = wire.type ? KIND_BY_TYPE[wire.type] : undefined;
  if (byType) return byType;
  return readText(wire.post?.title) ? 'post' : 'general';
}

const quoted = (text: string | null | undefined, limit: number) => `"${truncateText(text ?? '', limit)}"`;

/** The generated body of a notification (spec: Business constants and limits); empty when there is nothing to say. */
function describeContent(wire: WireNotification, kind: NotificationKind): string {
  const limits = NOTIFICATION_TEXT_LIMITS;
  const texts = notificationsDomainTexts;
  switch (kind) {
    case 'vote': {
      const voter = readText(wire.vote?.user?.username) ?? texts.someone;
      // spec: Business constants and limits: "liked" (up) and "disliked" (down).
      const verb = wire.vote?.direction === 'down' ? texts.disliked : texts.liked;
      const comment = wire.vote?.comment;
      if (comment)
        return texts.voteComment(voter, verb, quoted(comment.body ?? comment.text, limits.commentBody));
      const title = wire.vote?.post?.title ?? wire.post?.title;
      return texts.votePost(voter, verb, quoted(title, limits.votePostTitle));
    }
    case 'comment': {
      const author = readText(wire.comment?.user?.username) ?? texts.someone;
      const body = quoted(wire.comment?.body ?? wire.comment?.text, limits.commentBody);
      // Beyond the spec: a reply to the reader's comment says so.
      if (wire.type === 'reply') return texts.replied(author, body);
      const postTitle = readText(wire.comment?.post?.title) ?? readText(wire.post?.title);
      const on = postTitle ? texts.onPost(quoted(postTitle, limits.commentPostTitle)) : '';
      return `${texts.commented(author, body)}${on}`;
    }
    case 'post':
      return texts.newPost(quoted(wire.post?.title, limits.newPostTitle));
    case 'invite': {
      const invitee = readText(wire.invite?.invitee?.username);
      const area = readText(wire.invite?.area?.name);
      // Beyond the spec's invite: the inviter hears when someone joins with the invitation.
      if (invitee) return area ? texts.joinedArea(invitee, area) : texts.joined(invitee);
      const inviter = readText(wire.invite?.inviter?.username) ?? texts.someone;
      return area ? texts.invitedTo(inviter, area) : texts.invited(inviter);
    }
    case 'poll': {
      const title = wire.poll_response_count?.post?.title ?? wire.post?.title;
      return texts.pollResponses(quoted(title, limits.pollTitle));
    }
    case 'general':
      return readText(wire.content) ?? readText(wire.body) ?? readText(wire.text) ?? '';
  }
}

const DEFAULT_TITLES: Record<NotificationKind, string> = {
  vote: notificationsDomainTexts.voteTitle,
  comment: notificationsDomainTexts.commentTitle,
  post: notificationsDomainTexts.postTitle,
  invite: notificationsDomainTexts.inviteTitle,
  poll: notificationsDomainTexts.pollTitle,
  general: notificationsDomainTexts.defaultTitle,
};

/**
 * The title and content a notification shows (spec: Entities and their fields, Business constants and limits): the server's title or the kind's, with a
 * count above 1 in parentheses; generated content with the truncation limits, "curtiu" or "não curtiu" (spec: "liked", "disliked").
 */
export function describeNotification(
  wire: WireNotification,
  kind: NotificationKind = classifyNotification(wire),
): { title: string; content: string } {
  const fallback =
    kind === 'comment' && wire.type === 'reply' ? notificationsDomainTexts.replyTitle : DEFAULT_TITLES[kind];
  const title = readText(wire.title) ?? fallback;
  const count = typeof wire.count === 'number' && wire.count > 1 ? ` (${wire.count})` : '';
  return { title: `${title}${count}`, content: describeContent(wire, kind) };
}
