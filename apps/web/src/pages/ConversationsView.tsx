import type { UserId } from '@vizinhos/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import { ConversationsOverlay } from '../features/messaging/overlay.ts';
import { BlockButton, blockedMemberIdsAtom } from '../features/moderation/index.ts';
import { revealContentAtom, revealedContentAtom } from '../features/posts/index.ts';

/** "Bloquear" beside another resident's name on their message (spec 3: Block); stable for the memoised rows. */
const senderActions = ({ userId, username }: { userId: UserId; username: string }) => (
  <BlockButton userId={userId} username={username} />
);

/** `/conversas` and `/conversas/:conversationId`: the messaging panel with moderation's Bloquear on messages. */
export function ConversationsView() {
  // The block list from moderation, the reveal set the posts share: a blocked resident's messages in
  // a group come collapsed, revealed for the session as a post is (spec 3: Block).
  const blockedSenderIds = useAtomValue(blockedMemberIdsAtom);
  const revealedMessageIds = useAtomValue(revealedContentAtom);
  const onRevealMessage = useSetAtom(revealContentAtom);
  return (
    <ConversationsOverlay
      senderActions={senderActions}
      blockedContent={{ blockedSenderIds, revealedMessageIds, onRevealMessage }}
    />
  );
}
