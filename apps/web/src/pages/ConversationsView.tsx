import type { UserId } from '@vizinhos/domain';
import { ConversationsOverlay } from '../features/messaging/overlay.ts';
import { BlockButton } from '../features/moderation/index.ts';

/** "Bloquear" beside another resident's name on their message (spec 3: Block); stable for the memoised rows. */
const senderActions = ({ userId, username }: { userId: UserId; username: string }) => (
  <BlockButton userId={userId} username={username} />
);

/** `/conversas` and `/conversas/:conversationId`: the messaging panel with moderation's Bloquear on messages. */
export function ConversationsView() {
  return <ConversationsOverlay senderActions={senderActions} />;
}
