import { truncateText } from '../common/index.ts';

/** Messaging sizes of spec: Business constants and limits. */
export const MESSAGES_PAGE_SIZE = 40;
/** Conversations fetched for the list (spec: Calls, Business constants and limits). */
export const CONVERSATION_LIST_PAGE_SIZE = 50;
/** Conversations fetched to count the unread ones (spec: Calls, Business constants and limits). */
export const UNREAD_COUNT_PAGE_SIZE = 100;
/** Users per page of the participant search (spec: Business constants and limits). */
export const USER_SEARCH_PAGE_SIZE = 10;
/** The conversation list's preview length (spec: Business constants and limits). */
export const LIST_PREVIEW_LENGTH = 50;
/** The attached post's preview length (spec: Business constants and limits). */
export const SHARED_POST_PREVIEW_LENGTH = 100;
/** The largest gap between two messages of one sender that hides the second avatar (spec: Business constants and limits). */
export const SENDER_GAP_MS = 300_000;

/** More pages exist when a page came back exactly full (spec: Business constants and limits: 40). */
export function hasMoreMessages(returnedCount: number): boolean {
  return returnedCount === MESSAGES_PAGE_SIZE;
}

/** "Start of conversation" shows after more than 40 messages (spec: Business constants and limits). */
export function showsConversationStart(messageCount: number): boolean {
  return messageCount > MESSAGES_PAGE_SIZE;
}

/** The conversation list's preview of the latest message (spec: Business constants and limits: 50 characters). */
export function previewLatestMessage(body: string): string {
  return truncateText(body, LIST_PREVIEW_LENGTH);
}

/** The preview of a post attached to a message (spec: Business constants and limits: 100 characters). */
export function previewSharedPost(text: string): string {
  return truncateText(text, SHARED_POST_PREVIEW_LENGTH);
}

/** A message as the avatar rule needs it. */
export type SenderStamp = { senderUsername: string; createdAt: string | undefined };

/**
 * Whether a message shows its sender's avatar (spec: Business constants and limits): the first message, a change of sender, or a
 * gap above 5 minutes since the previous one. An unreadable time counts as a gap.
 */
export function showsSenderAvatar(previous: SenderStamp | undefined, current: SenderStamp): boolean {
  if (previous === undefined || previous.senderUsername !== current.senderUsername) return true;
  const gap = Date.parse(current.createdAt ?? '') - Date.parse(previous.createdAt ?? '');
  return !(Math.abs(gap) <= SENDER_GAP_MS);
}
