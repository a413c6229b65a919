import type { PostId } from '../common/index.ts';
import { CHECK_OK, type FormCheck, failCheck } from '../common/index.ts';
import { messagingDomainTexts } from './messaging.texts.ts';

/** The fewest characters before the participant search runs (spec: Validation rules). */
export const MIN_USER_SEARCH_LENGTH = 2;

/** Whether the participant search should run for this text (spec: Validation rules: 2 or more characters, trimmed). */
export function shouldSearchUsers(query: string): boolean {
  return query.trim().length >= MIN_USER_SEARCH_LENGTH;
}

/** A new conversation needs at least one participant (spec: Validation rules). */
export function validateNewConversation(participantCount: number): FormCheck {
  return participantCount >= 1 ? CHECK_OK : failCheck(messagingDomainTexts.needParticipant);
}

/** A title is offered only for more than one participant (spec: Validation rules). */
export function offersConversationTitle(participantCount: number): boolean {
  return participantCount > 1;
}

/** A message needs non-empty text or an attached post (spec: Validation rules). */
export function validateMessageDraft(draft: { text: string; postId?: PostId | undefined }): FormCheck {
  return draft.text.trim() !== '' || draft.postId !== undefined
    ? CHECK_OK
    : failCheck(messagingDomainTexts.needMessageContent);
}

/** Enter sends; Shift+Enter makes a new line (spec: Validation rules). */
export function isSendKey(event: { key: string; shiftKey: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey;
}
