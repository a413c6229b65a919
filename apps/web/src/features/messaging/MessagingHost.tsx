import { ConversationPicker } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { connectionStatusAtom } from '../../live/connectionStatus.ts';
import { paths } from '../../paths.ts';
import { currentUserAtom } from '../../session/session.ts';
import { listPreview } from './listPreview.ts';
import { flushOutboxAtom, outboxAtom, restoreOutboxAtom, sendMessageAtom } from './outbox.ts';
import { sharingPostAtom, startSharingPostAtom } from './shareState.ts';
import {
  conversationsAtom,
  refreshUnreadCountAtom,
  requestConversationAtom,
  requestedConversationAtom,
} from './state.ts';

/** How often a waiting outbox tries again while the server does not answer. */
const RETRY_MS = 4_000;

/**
 * Messaging's part of the signed-in shell: the unread count at the start, the outbox restored after a
 * reload and sent whenever the way is open again, the panel opened on a conversation asked for from
 * elsewhere (a member card, a shared post), and the share-into-a-conversation picker, whose lines
 * the page's block list collapses as the panel's (a feature never imports another).
 */
export function MessagingHost({ blockedSenderIds }: { blockedSenderIds?: ReadonlySet<string> }) {
  const user = useAtomValue(currentUserAtom);
  const status = useAtomValue(connectionStatusAtom);
  const outbox = useAtomValue(outboxAtom);
  const requested = useAtomValue(requestedConversationAtom);
  const sharing = useAtomValue(sharingPostAtom);
  const list = useAtomValue(conversationsAtom);
  const refreshUnread = useSetAtom(refreshUnreadCountAtom);
  const restore = useSetAtom(restoreOutboxAtom);
  const flush = useSetAtom(flushOutboxAtom);
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
      void restore().then(() => flush());
    });
    return () => clearTimeout(starting);
  }, [userId, refreshUnread, restore, flush]);

  // Back online, the connection up again, or every few seconds while something waits.
  const isWaiting = outbox.some((entry) => !entry.isRefused);
  useEffect(() => {
    if (status === 'connected') void flush();
  }, [status, flush]);
  useEffect(() => {
    if (!isWaiting) return;
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const timer = setInterval(onOnline, RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [isWaiting, flush]);

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
      errorMessage={list.status === 'error' ? list.errorMessage : undefined}
      onPick={({ conversationId }) => {
        if (!sharing) return;
        share(undefined);
        void send({ conversationId, text: '', postId: sharing.postId });
        request(conversationId);
      }}
    />
  );
}
