import {
  type Conversation,
  chatMessageViews,
  isDirectConversation,
  isSendKey,
  showsConversationStart,
  type User,
  validateMessageDraft,
} from '@vizinhos/domain';
import { ChatWindow, type ChatWindowProps, conversationName } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { chatsAtom, loadMessagesAtom } from './chatState.ts';
import { messageDraftsAtom, setMessageDraftAtom } from './drafts.ts';
import {
  discardMessageAtom,
  outboxAtom,
  outboxMessage,
  retryMessageAtom,
  sendMessageAtom,
} from './outbox.ts';
import { timeLabelsOf } from './timeLabels.ts';

/** Props of ChatPane. */
export type ChatPaneProps = {
  conversation: Conversation;
  user: User;
  onBack: () => void;
  onOpenSettings: () => void;
  /** Beside another resident's name on their message: the page's (spec 3: Bloquear). */
  senderActions?: ChatWindowProps['senderActions'];
  /**
   * The reader's block list and what they revealed this session: the page's, which reads them from
   * moderation and from the reveal set the posts share (a feature never imports another).
   */
  blockedContent?: Pick<ChatWindowProps, 'blockedSenderIds' | 'revealedMessageIds' | 'onRevealMessage'>;
};

/** The open conversation: its pages of 40, its draft (kept over a reload), sending through the outbox. */
export function ChatPane({
  conversation,
  user,
  onBack,
  onOpenSettings,
  senderActions,
  blockedContent,
}: ChatPaneProps) {
  const chat = useAtomValue(chatsAtom)[conversation.id];
  const draft = useAtomValue(messageDraftsAtom)[conversation.id] ?? '';
  const outbox = useAtomValue(outboxAtom);
  const load = useSetAtom(loadMessagesAtom);
  const setDraft = useSetAtom(setMessageDraftAtom);
  const send = useSetAtom(sendMessageAtom);
  const retry = useSetAtom(retryMessageAtom);
  const discard = useSetAtom(discardMessageAtom);
  const conversationId = conversation.id;

  // Page 1 when the conversation opens (reading marks it read); what the outbox still holds for it
  // shows after the page, pending until the next flush.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the outbox is read when the conversation opens, not on each of its changes.
  useEffect(() => {
    const unsent = outbox
      .filter((entry) => entry.conversationId === conversationId)
      .map((entry) => outboxMessage(entry, entry.isRefused ? 'failed' : 'pending'));
    void load({ conversationId, unsent });
  }, [conversationId, load]);

  const messages = chat?.messages ?? [];
  // Times are worded once a minute: a page of 40 added to 10,000 rows words only its own.
  const minute = Math.floor(Date.now() / 60_000);
  const timeLabel = useMemo(() => timeLabelsOf(new Date(minute * 60_000)), [minute]);
  const views = useMemo(
    () => chatMessageViews(messages, conversation, user.id, timeLabel),
    [messages, conversation, user.id, timeLabel],
  );
  const isDirect = isDirectConversation(conversation);
  const others = conversation.participants.filter((p) => p.id !== user.id).map((p) => p.username);
  return (
    <ChatWindow
      title={conversationName(conversation, user.id)}
      subtitle={isDirect ? undefined : others.join(', ')}
      messages={views}
      status={chat?.status ?? 'loading'}
      errorText={chat?.error}
      sendError={chat?.sendError}
      onRetryLoad={() => void load({ conversationId })}
      hasMore={chat?.hasMore ?? false}
      isLoadingMore={chat?.isLoadingMore ?? false}
      onLoadMore={() => void load({ conversationId, older: true })}
      // "Início da conversa" after more than 40 messages, once no older page is left.
      showsStart={showsConversationStart(messages.length) && !(chat?.hasMore ?? false)}
      onRetryMessage={({ id }) => void retry({ id })}
      onDiscardMessage={({ id }) => void discard({ id, conversationId })}
      senderActions={senderActions}
      // In a group that predates a block, the blocked resident's messages come collapsed (spec 3:
      // Block), revealed for the session like a post. A direct conversation with them takes no new
      // message, and its history stays as the reader left it when they pressed "Bloquear" there.
      blockedSenderIds={isDirect ? undefined : blockedContent?.blockedSenderIds}
      revealedMessageIds={blockedContent?.revealedMessageIds}
      onRevealMessage={blockedContent?.onRevealMessage}
      onBack={onBack}
      onOpenSettings={onOpenSettings}
      draft={draft}
      canSend={validateMessageDraft({ text: draft }).ok}
      isSendKey={isSendKey}
      onDraftChange={({ text }) => setDraft(conversationId, text)}
      onSend={({ text }) => {
        setDraft(conversationId, '');
        void send({ conversationId, text });
      }}
    />
  );
}
