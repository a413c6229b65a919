import type { ConversationId } from '@vizinhos/domain';
import { Callout, ConversationList, MessagingPanel } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../paths.ts';
import { currentUserAtom } from '../../session/session.ts';
import { conversationEntitiesAtom } from '../../store/entities.ts';
import { useCloseOverlay } from '../../views/useCloseOverlay.ts';
import { ChatPane, type ChatPaneProps } from './ChatPane.tsx';
import { listPreview } from './listPreview.ts';
import { NewConversationPane } from './NewConversationPane.tsx';
import { SettingsPane } from './SettingsPane.tsx';
import {
  conversationLookupsAtom,
  conversationsAtom,
  loadConversationsAtom,
  lookUpConversationAtom,
  refreshUnreadCountAtom,
  setMessagingPanelAtom,
} from './state.ts';

/** Props of ConversationsOverlay: what the page puts in its slots. */
type ConversationsOverlayProps = Pick<ChatPaneProps, 'senderActions' | 'blockedContent'>;

/** `/conversas` and `/conversas/:conversationId`: the messaging panel over the timeline, opening on a target (spec: Messaging app). */
export function ConversationsOverlay({ senderActions, blockedContent }: ConversationsOverlayProps = {}) {
  const { conversationId: param } = useParams();
  const conversationId = param as ConversationId | undefined;
  const user = useAtomValue(currentUserAtom);
  const list = useAtomValue(conversationsAtom);
  const lookups = useAtomValue(conversationLookupsAtom);
  const held = useAtomValue(conversationEntitiesAtom);
  const lookUp = useSetAtom(lookUpConversationAtom);
  const loadConversations = useSetAtom(loadConversationsAtom);
  const refreshUnread = useSetAtom(refreshUnreadCountAtom);
  const setPanel = useSetAtom(setMessagingPanelAtom);
  const navigate = useNavigate();
  const close = useCloseOverlay();
  const [isCreating, setCreating] = useState(false);
  const [settingsOf, setSettingsOf] = useState<ConversationId | undefined>(undefined);

  useEffect(() => {
    void loadConversations();
  }, [loadConversations]);
  useEffect(() => {
    setPanel({ isOpen: true, conversationId });
  }, [setPanel, conversationId]);
  // An address naming a conversation the newest 50 leave out: fetched on its own (into the store).
  const isListed = list.conversations.some((c) => c.id === conversationId);
  useEffect(() => {
    if (conversationId !== undefined && list.status === 'ready' && !isListed) void lookUp(conversationId);
  }, [lookUp, conversationId, list.status, isListed]);
  // Closing the panel: the count is what the server says again.
  useEffect(
    () => () => {
      setPanel({ isOpen: false });
      void refreshUnread();
    },
    [setPanel, refreshUnread],
  );

  if (!user) return null;
  // Moving between conversations inside the panel replaces the entry, so closing goes back to where it opened.
  const open = (id: ConversationId | undefined) =>
    void navigate(id ? paths.conversation(id) : paths.conversations, { replace: true });
  const lookup = conversationId === undefined ? undefined : lookups[conversationId];
  const conversation = conversationId === undefined ? undefined : held[conversationId];
  const items = list.conversations.map((c) => ({
    conversation: c,
    preview: listPreview(c, blockedContent?.blockedSenderIds),
  }));
  const detail = conversation ? (
    settingsOf === conversation.id ? (
      <SettingsPane
        conversation={conversation}
        user={user}
        onClose={() => setSettingsOf(undefined)}
        onLeft={() => {
          setSettingsOf(undefined);
          open(undefined);
        }}
      />
    ) : (
      <ChatPane
        conversation={conversation}
        user={user}
        onBack={() => open(undefined)}
        onOpenSettings={() => setSettingsOf(conversation.id)}
        senderActions={senderActions}
        blockedContent={blockedContent}
      />
    )
  ) : lookup?.status === 'failed' && !isListed ? (
    <Callout tone="danger" role="alert">
      {lookup.error}
    </Callout>
  ) : undefined;
  return (
    <>
      <MessagingPanel
        onClose={close}
        list={
          <ConversationList
            items={items}
            currentUserId={user.id}
            status={list.status === 'idle' ? 'loading' : list.status}
            errorText={list.errorMessage}
            onRetry={() => void loadConversations()}
            selectedId={conversationId}
            onSelect={({ conversationId: id }) => open(id)}
            onNewConversation={() => setCreating(true)}
          />
        }
        detail={detail}
      />
      <NewConversationPane
        open={isCreating}
        onOpenChange={setCreating}
        onCreated={({ conversationId: id }) => {
          setCreating(false);
          open(id);
        }}
      />
    </>
  );
}
