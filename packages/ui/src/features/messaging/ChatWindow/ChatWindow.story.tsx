// Story harness: the chat window fed the way the app feeds it, every rule computed by the domain.
import {
  type Conversation,
  chatMessageViews,
  formatPostTime,
  hasMoreMessages,
  isSendKey,
  type Message,
  type MessageId,
  showsConversationStart,
  type UserId,
  validateMessageDraft,
} from '@vizinhos/domain';
import { useState } from 'react';
import { conversationName } from '../conversationName.ts';
import { ChatWindow, type ChatWindowProps } from './ChatWindow.tsx';

/** Props of ChatWindowStory: the conversation, its messages and the reader; the rest as ChatWindow's. */
export type ChatWindowStoryProps = Omit<
  ChatWindowProps,
  | 'title'
  | 'messages'
  | 'showsStart'
  | 'canSend'
  | 'isSendKey'
  | 'draft'
  | 'onDraftChange'
  | 'hasMore'
  | 'revealedMessageIds'
> & {
  conversation: Conversation;
  messageList: Message[];
  currentUserId: UserId;
  now: Date;
  /** The size of the last page fetched (the domain's hasMoreMessages decides if older pages exist). */
  lastPageSize?: number;
  initialDraft?: string;
  onDraftChange?: ChatWindowProps['onDraftChange'];
};

/**
 * A ChatWindow whose rows and rules come from the domain, as in the app; the draft and the messages
 * revealed with "Mostrar mesmo assim" are held here, as the app holds them.
 */
export function ChatWindowStory({
  conversation,
  messageList,
  currentUserId,
  now,
  lastPageSize = 0,
  initialDraft = '',
  onDraftChange,
  onRevealMessage,
  ...rest
}: ChatWindowStoryProps) {
  const [draft, setDraft] = useState(initialDraft);
  const [revealed, setRevealed] = useState<ReadonlySet<MessageId>>(new Set());
  const hasMore = hasMoreMessages(lastPageSize);
  const views = chatMessageViews(messageList, conversation, currentUserId, (at) => formatPostTime(now, at));
  return (
    <ChatWindow
      {...rest}
      title={conversationName(conversation, currentUserId)}
      messages={views}
      hasMore={hasMore}
      showsStart={showsConversationStart(messageList.length) && !hasMore}
      revealedMessageIds={revealed}
      onRevealMessage={(request) => {
        setRevealed((before) => new Set([...before, request.id]));
        onRevealMessage?.(request);
      }}
      draft={draft}
      canSend={validateMessageDraft({ text: draft }).ok}
      isSendKey={isSendKey}
      onDraftChange={(change) => {
        setDraft(change.text);
        onDraftChange?.(change);
      }}
    />
  );
}
