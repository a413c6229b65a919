import { ConversationPicker } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../paths.ts';
import { currentUserAtom } from '../../session/session.ts';
import { listPreview } from './listPreview.ts';
import { sendMessageAtom } from './outbox.ts';
import { sharingPostAtom, startSharingPostAtom } from './shareState.ts';
import {
  conversationsAtom,
  refreshUnreadCountAtom,
  requestConversationAtom,
  requestedConversationAtom,
} from './state.ts';

/**
 * Messaging's part of the signed-in shell: the unread count at the start (unsent messages wait in the
 * app's outbox, which the shell sends: pages/shell/useOutbox.ts), the panel opened on a conversation asked for from
 * elsewhere (a member card, a shared post), and the share-into-a-conversation picker, whose lines
 * the page's block list collapses as the panel's (a feature never imports another).
 */
export function MessagingHost({ blockedSenderIds }: { blockedSenderIds?: ReadonlySet<string> }) {
  const user = useAtomValue(currentUserAtom);
  const requested = useAtomValue(requestedConversationAtom);
  const sharing = useAtomValue(sharingPostAtom);
  const list = useAtomValue(conversationsAtom);
  const refreshUnread = useSetAtom(refreshUnreadCountAtom);
  const send = useSetAtom(sendMessageAtom);
  const share = useSetAtom(startSharingPostAtom);
  const request = useSetAtom(requestConversationAtom);
  const navigate = useNavigate();
  const userId = user?.id;

  // In a task of its own, not the commit that shows the shell and starts the timeline's first page
  // (no long task at start).
  useEffect(() => {
    if (!userId) return;
    const starting = setTimeout(() => {
      void refreshUnread();
    });
    return () => clearTimeout(starting);
  }, [userId, refreshUnread]);

  useEffect(() => {
    if (!requested) return;
    request(undefined);
    void navigate(paths.conversation(requested));
  }, [requested, request, navigate]);

  return (
    <ConversationPicker
      open={sharing !== undefined}
      onOpenChange={(open) => {
        if (!open) share(undefined);
      }}
      subject={sharing?.title ?? ''}
      items={list.conversations.map((conversation) => ({
        conversation,
        preview: listPreview(conversation, blockedSenderIds),
      }))}
      currentUserId={userId}
      status={list.status === 'idle' ? 'loading' : list.status}
      errorText={list.status === 'error' ? list.errorMessage : undefined}
      onPick={({ conversationId }) => {
        if (!sharing) return;
        share(undefined);
        void send({ conversationId, text: '', postId: sharing.postId });
        request(conversationId);
      }}
    />
  );
}
